import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('the 2025 festival pages in a real browser', () => {
  it('gives Diwali’s Lakshmi Puja muhurat for New Delhi as the engine computes it', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/topics/diwali-2025-muhurat`);
    const timings = page.getByTestId('event-timings');
    await timings.waitFor();
    expect(await page.getByTestId('event-date').textContent()).toContain('Monday, 20 October 2025');
    // Drik Panchang publishes 7:08 pm to 8:18 pm for New Delhi.
    expect(await page.getByTestId('event-muhurat').textContent()).toContain('7:08 pm to 8:18 pm');
    expect(await timings.textContent()).toContain('Saturday, 18 October 2025'); // Dhanteras
    expect(await page.getByTestId('event-page').locator('h2').count()).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: `${SCREENSHOT_DIR}event-diwali.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves Karva Chauth’s moonrise to another city, and reads Navratri in Hindi', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/topics/karva-chauth-2025`);
    await page.getByTestId('event-timings').waitFor();
    const moonrise = page
      .getByTestId('event-timings')
      .getByText('Moonrise', { exact: true })
      .locator('..');
    expect(await moonrise.textContent()).toContain('8:13 pm');
    const field = page.getByRole('combobox', { name: 'Change city' });
    await field.fill('');
    await field.pressSequentially('Mumbai');
    const first = page
      .getByRole('listbox', { name: 'Suggested places' })
      .getByRole('option')
      .first();
    await expect.poll(() => first.textContent()).toContain('Mumbai');
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Change city' }).click();
    await page.waitForURL(/place=Mumbai/);
    await expect.poll(() => moonrise.textContent()).not.toContain('8:13 pm');

    await page.goto(`${baseUrl}/hindi/topics/navratri-2025`);
    await page.getByTestId('event-timings').waitFor();
    expect(await page.getByTestId('event-date').textContent()).toContain('22 सितंबर 2025');
    expect(await page.getByTestId('event-muhurat').textContent()).toContain('कन्या');
    const text = (await page.getByTestId('event-page').textContent()) ?? '';
    expect(text.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(1500);
    await page.screenshot({ path: `${SCREENSHOT_DIR}event-navratri-hindi.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});

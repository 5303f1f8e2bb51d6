import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('numerology in a real browser', () => {
  it('counts a name typed in Devanagari and shows the transliteration it used', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/numerology`);
    await page.getByTestId('numerology-submit').click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await page.getByLabel('Your name').fill('नरेंद्र मोदी');
    await page.getByLabel('Day', { exact: true }).selectOption('17');
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'September' });
    await page.getByLabel('Year', { exact: true }).selectOption('1950');
    await page.getByLabel('Personal year').selectOption('2026');
    await page.getByTestId('numerology-submit').click();
    await page.getByTestId('numerology-result').waitFor();
    expect(await page.getByTestId('numerology-name').textContent()).toContain('Narendra Modi');
    expect(await page.getByTestId('numerology-chaldean').textContent()).toContain('compound 41');
    expect(await page.getByTestId('numerology-moolank').textContent()).toMatch(/^8/);
    expect(await page.getByTestId('numerology-personalYear').textContent()).toContain(
      'Personal year 2026',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}numerology.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads the personal year 2025 on the Hindi 2025 page', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/numerology-2025?name=Asha&date=1990-08-15`);
    await page.getByTestId('numerology-result').waitFor();
    const year = (await page.getByTestId('numerology-personalYear').textContent()) ?? '';
    expect(year).toContain('2025');
    expect(year).toMatch(/[\u0900-\u097F]/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the lucky numbers, days, colours and gemstone first on /lucky-numbers', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(
      `${baseUrl}/tamil/lucky-numbers?name=Narendra%20Modi&date=1950-09-17&year=2026`,
    );
    await page.getByTestId('numerology-lucky').waitFor();
    expect(await page.getByTestId('lucky-numbers').textContent()).toBe('5, 6, 8');
    expect(await page.getByTestId('lucky-gemstone').textContent()).toBe('நீலக்கல்');
    expect(await page.getByTestId('lucky-days').textContent()).toContain('சனி');
    await page.screenshot({ path: `${SCREENSHOT_DIR}lucky-numbers-ta.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});

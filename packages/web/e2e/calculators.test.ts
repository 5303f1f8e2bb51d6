import { METADATA } from '@jyotish/contract';
import { describe, expect, inject, it } from 'vitest';
import { DELHI_QUERY } from './birth-form.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('the birth-detail calculators', () => {
  it('finds the moon sign from the form filled as a user would', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/moon-sign-checker`);
    await page
      .getByRole('heading', { level: 1, name: METADATA.en.pages.moonSignChecker.heading })
      .waitFor();
    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByLabel('Day', { exact: true }).selectOption('20');
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'May' });
    await page.getByLabel('Year', { exact: true }).selectOption('1990');
    await page.getByLabel('Hour', { exact: true }).selectOption({ label: '10' });
    await page.getByLabel('Minute', { exact: true }).selectOption({ label: '30' });
    const field = page.getByRole('combobox', { name: 'Birth place' });
    await field.pressSequentially('New Delhi');
    const first = page
      .getByRole('listbox', { name: 'Suggested places' })
      .getByRole('option')
      .first();
    await expect.poll(() => first.textContent()).toContain('New Delhi');
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.waitForURL(/\/moon-sign-checker\?/);
    const answer = page.getByTestId('calculator-answer');
    await answer.waitFor();
    expect(await answer.textContent()).toBe('Pisces');
    expect(await page.getByText('Its lord is Jupiter.', { exact: false }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}moon-sign-checker.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('give the nakshatra, lagna, doshas, dasha and sade sati of a known birth', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/nakshatra-finder?${DELHI_QUERY}`);
    await page.getByTestId('calculator-answer').waitFor();
    expect(await page.getByTestId('calculator-answer').textContent()).toBe('Uttara Bhadrapada');
    expect(await page.getByTestId('nakshatra-pada').textContent()).toContain('1');
    expect(await page.getByTestId('nakshatra-lord').textContent()).toContain('Saturn');
    expect(await page.getByTestId('nakshatra-deity').textContent()).toContain('Ahir Budhnya');
    const syllables = page.getByTestId('nakshatra-syllables');
    expect(await syllables.locator('li[aria-current="true"]').textContent()).toBe('Pada 1Du');
    await page.screenshot({ path: `${SCREENSHOT_DIR}nakshatra-finder.png`, fullPage: true });

    await page.goto(`${baseUrl}/lagna-calculator?${DELHI_QUERY}`);
    await page.getByTestId('calculator-answer').waitFor();
    expect(await page.getByTestId('calculator-answer').textContent()).toBe('Cancer');

    await page.goto(`${baseUrl}/dosham-detector?${DELHI_QUERY}`);
    await page.getByTestId('doshas').waitFor();
    expect(await page.getByTestId('doshas').textContent()).toContain(
      'Jupiter aspects Mars (its 9th-house aspect).',
    );

    await page.goto(`${baseUrl}/dasha-calculator?${DELHI_QUERY}`);
    const tree = page.getByTestId('dasha-tree');
    await tree.waitFor();
    expect(await tree.locator(':scope > li').count()).toBeGreaterThanOrEqual(9);

    await page.goto(`${baseUrl}/sade-sati-calculator?${DELHI_QUERY}`);
    const periods = page.getByTestId('sade-sati-periods');
    await periods.waitFor();
    expect(await periods.locator('tbody tr').count()).toBeGreaterThanOrEqual(6);
    // Saturn entered sidereal Pisces, the natal Moon's sign, in March 2025: the peak runs now.
    const running = periods.locator('tr[aria-current="true"]');
    expect(await running.count()).toBe(1);
    expect(await running.textContent()).toContain('Sade sati');
    await page.screenshot({ path: `${SCREENSHOT_DIR}sade-sati-calculator.png`, fullPage: true });

    await page.goto(`${baseUrl}/tamil/sade-sati?${DELHI_QUERY}`);
    await page.getByTestId('sade-sati-periods').waitFor();
    expect(await page.getByTestId('sade-sati-now').textContent()).toContain('ஏழரைச் சனி');
    expect(problems).toEqual([]);
    await context.close();
  });
});

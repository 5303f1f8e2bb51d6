import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = sharedBrowser();

describe('horoscopes in a real browser', () => {
  it("switches a sign's daily reading between yesterday, today and tomorrow", async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/daily-horoscope/leo?date=2026-03-10`);
    await page.getByTestId('horoscope-reading').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Leo');
    expect(await page.getByTestId('horoscope-range').textContent()).toBe('10 March 2026');
    const stated = await page.getByTestId('horoscope-stated').textContent();
    expect(stated).toMatch(/^The Moon (stays|moves)/);
    await page.getByTestId('horoscope-why').locator('summary').click();
    expect(await page.getByTestId('horoscope-why').textContent()).toContain('Moon');
    await page.screenshot({ path: `${SCREENSHOT_DIR}horoscope-daily-leo.png`, fullPage: true });

    await page.getByTestId('period-nav-next').click();
    await page.waitForURL(/date=\d{4}-\d{2}-\d{2}/);
    await page.getByTestId('horoscope-range').waitFor();
    await expect.poll(() => page.getByTestId('horoscope-stated').textContent()).not.toBe(stated);
    await page.getByTestId('period-nav-previous').click();
    await expect
      .poll(() => page.getByTestId('period-nav-previous').getAttribute('aria-current'))
      .toBe('page');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a Tamil per-sign page in Tamil for the right sign', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/tamil/daily-horoscope/simham?date=2026-03-10`);
    await page.getByTestId('horoscope-reading').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('சிம்மம்');
    const general = (await page.getByTestId('section-general').textContent()) ?? '';
    expect(general).toMatch(/[\u0B80-\u0BFF]/);
    expect(general).not.toMatch(/[A-Za-z]/);
    // The same reading as the English slug gives, in Tamil.
    const english = await fetch(`${baseUrl}/api/horoscopes/daily/leo?date=2026-03-10&lang=ta`);
    const { data } = (await english.json()) as { data: { sections: { general: string } } };
    expect(general).toBe(data.sections.general);
    await page.screenshot({ path: `${SCREENSHOT_DIR}horoscope-tamil-simham.png`, fullPage: true });
    await page.goto(`${baseUrl}/hindi/rashi/simha`);
    await page.getByTestId('horoscope-reading').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('सिंह');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the twelve signs of a week with Previous and Next', async () => {
    const { page, context, problems } = await openWatchedPage(browser(), {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${baseUrl}/telugu/weekly-horoscope?date=2026-03-10`);
    await page.getByTestId('horoscope-card').first().waitFor();
    expect(await page.getByTestId('horoscope-card').count()).toBe(12);
    await page.screenshot({ path: `${SCREENSHOT_DIR}horoscope-weekly-te.png`, fullPage: true });
    await page.getByTestId('period-nav-next').click();
    await page.waitForURL(/date=2026-03-17/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lets an administrator replace one day's reading of one sign, and restore it", async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/admin-dashboard`);
    const panel = page.getByTestId('admin-horoscope-override');
    await panel.getByLabel('Sign').selectOption('virgo');
    await panel.getByLabel('Date').fill('2026-08-15');
    await panel.getByRole('button', { name: 'Load the reading' }).click();
    const general = panel.getByLabel('General', { exact: true });
    await expect.poll(() => general.inputValue()).not.toBe('');
    const own = 'Independence Day: give thanks for your freedoms and spend the day with family.';
    await general.fill(own);
    await panel.getByRole('button', { name: 'Save my text' }).click();
    await panel.getByText('Your text is shown for this reading.').waitFor();

    const reader = await openWatchedPage(browser());
    await reader.page.goto(`${baseUrl}/daily-horoscope/virgo?date=2026-08-15`);
    await reader.page.getByTestId('section-general').waitFor();
    expect(await reader.page.getByTestId('section-general').textContent()).toBe(own);

    await panel.getByRole('button', { name: 'Restore the generated text' }).click();
    await panel.getByText('The generated text is back.').waitFor();
    await expect.poll(() => general.inputValue()).not.toBe(own);
    expect(problems).toEqual([]);
    expect(reader.problems).toEqual([]);
    await reader.context.close();
    await context.close();
  });
});

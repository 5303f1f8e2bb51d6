import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
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
});

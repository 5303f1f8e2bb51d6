import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('the astrology course and the guides in a real browser', () => {
  it('reads the first lesson in Hindi, goes on to the next and finds the nakshatras and the tools', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/learn-astrology/basics`);
    const lesson = page.getByTestId('learn-lesson');
    await lesson.waitFor();
    const text = (await lesson.textContent()) ?? '';
    expect(text.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(2000);
    expect(await lesson.locator('h2').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId('learn-contents').locator('li').count()).toBe(7);
    await page.screenshot({ path: `${SCREENSHOT_DIR}learn-basics-hindi.png`, fullPage: true });

    await page.locator('a[rel="next"]').click();
    await page.waitForURL(/\/hindi\/learn-astrology\/birth-chart$/);
    await page.getByTestId('learn-lesson').waitFor();
    expect(await page.locator('a[rel="prev"]').getAttribute('href')).toBe(
      '/hindi/learn-astrology/basics',
    );

    await page.goto(`${baseUrl}/learn-astrology/nakshatras`);
    const nakshatras = page.getByTestId('learn-nakshatras');
    await nakshatras.waitFor();
    expect(await nakshatras.locator('a').count()).toBe(27);
    expect(await nakshatras.locator('a').nth(3).getAttribute('href')).toBe('/nakshatras/rohini');
    expect(await page.getByTestId('content-tools').locator('a').first().getAttribute('href')).toBe(
      '/nakshatra-finder',
    );
    expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe(
      '/learn-astrology/doshas',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads the marriage guide in Tamil with its links into matching and the marriage report', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/tamil/marriage-astrology`);
    const guide = page.getByTestId('guide-page');
    await guide.waitFor();
    const text = (await guide.textContent()) ?? '';
    expect(text.match(/[\u0B80-\u0BFF]/g)?.length ?? 0).toBeGreaterThan(1500);
    const links = await page
      .getByTestId('content-tools')
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual([
      '/tamil/kundli-matching',
      '/tamil/reports/marriage',
      '/tamil/dosham-detector',
    ]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}guide-marriage-tamil.png`, fullPage: true });
    await page.goto(`${baseUrl}/remedies`);
    await page.getByTestId('guide-page').waitFor();
    expect(await page.getByTestId('guide-page').locator('h2').count()).toBeGreaterThanOrEqual(7);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads the sade sati topic in Hindi and goes on to the calculator', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/topics/sade-sati`);
    const topic = page.getByTestId('guide-page');
    await topic.waitFor();
    const text = (await topic.textContent()) ?? '';
    expect(text.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(1000);
    expect(await topic.locator('h2').count()).toBe(6);
    await page.getByTestId('content-tools').locator('a').first().click();
    await page.waitForURL(/\/hindi\/sade-sati$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const LUNAR_ECLIPSE = 'total-lunar-eclipse-of-7-september-2025-timings-for-india';

describe('the blog in a real browser', () => {
  it('pages through the twenty articles three at a time, the ends disabled', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/blog`);
    const caption = page.getByTestId('listing-caption');
    await caption.waitFor();
    expect(await caption.textContent()).toBe('Showing 1–3 of 20 articles');
    const cards = page.getByTestId('article-card');
    expect(await cards.count()).toBe(3);
    const first = cards.first();
    expect(await first.locator('h3').textContent()).toBe(
      'Venus Combust from November 2025 to February 2026',
    );
    expect(await first.textContent()).toContain('Combust');
    expect(await first.textContent()).toContain('20 November 2025');
    expect(await first.getByRole('link', { name: /Read More →/ }).getAttribute('href')).toBe(
      '/blog/venus-combust-from-november-2025-to-february-2026',
    );
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}blog-listing.png`, fullPage: true });

    await next.click();
    await page.waitForURL(/\/blog\?page=2$/);
    await expect.poll(() => caption.textContent()).toBe('Showing 4–6 of 20 articles');
    expect(await previous.isDisabled()).toBe(false);
    // The block scrolls back into view after the page changes.
    await expect
      .poll(() =>
        page.locator('#astrology-topics').evaluate((el) => el.getBoundingClientRect().top),
      )
      .toBeLessThan(200);

    await page.getByRole('button', { name: 'Page 7' }).click();
    await expect.poll(() => caption.textContent()).toBe('Showing 19–20 of 20 articles');
    expect(await cards.count()).toBe(2);
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // A page past the last is ignored: the first is shown.
    await page.goto(`${baseUrl}/blog?page=40`);
    await expect.poll(() => caption.textContent()).toBe('Showing 1–3 of 20 articles');

    await page.getByRole('link', { name: 'Eclipse', exact: true }).first().click();
    await page.waitForURL(/\/blog\/category\/eclipse$/);
    await expect.poll(() => caption.textContent()).toBe('Showing 1–2 of 2 articles');
    expect(await page.locator('h1').textContent()).toBe('Articles on Eclipse');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads an article in Hindi with its times, head and related articles; /article/{id} leads to it', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/article/14`);
    await page.waitForURL(new RegExp(`/hindi/blog/${LUNAR_ECLIPSE}$`));
    const article = page.getByTestId('blog-article');
    await article.waitFor();
    const body = page.locator('.article-body');
    const text = (await body.textContent()) ?? '';
    expect(text.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(2000);
    expect(text).toContain('23:41 IST');
    expect(await body.locator('h2').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('h1').textContent()).toMatch(/चंद्र ग्रहण/);
    expect(await article.textContent()).toContain('ग्रहण');
    expect(await page.title()).toMatch(/चंद्र ग्रहण/);
    expect(
      await page.locator('meta[property="article:published_time"]').getAttribute('content'),
    ).toBe('2025-08-30T00:30:00.000Z');
    const related = page.locator('#related-articles + div [data-testid="article-card"]');
    expect(await related.count()).toBe(3);
    expect(await related.first().locator('h3 a').getAttribute('href')).toBe(
      '/hindi/blog/the-partial-solar-eclipse-of-september-2025-why-india-will-not-see-it',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}blog-article-hindi.png`, fullPage: true });

    // Leaving the article takes its article tags away.
    await page.getByRole('link', { name: '← सभी लेख' }).click();
    await page.waitForURL(/\/hindi\/blog$/);
    await page.getByTestId('listing-caption').waitFor();
    await expect.poll(() => page.locator('meta[property^="article:"]').count()).toBe(0);

    // A Tamil reader gets the English text, and is told so.
    await page.goto(`${baseUrl}/tamil/blog/${LUNAR_ECLIPSE}`);
    await page.getByTestId('blog-article').waitFor();
    expect(await page.getByRole('note').textContent()).toContain('ஆங்கிலத்தில்');
    expect(await page.locator('.article-body').getAttribute('lang')).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('the site search in a real browser', () => {
  it('finds articles and pages in Hindi, marks the matches and opens a result', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/search`);
    const box = page.getByRole('searchbox', { name: 'साइट में खोजें' });
    await box.fill('ग्रहण');
    await page.getByRole('button', { name: 'खोजें' }).click();
    await page.waitForURL(/\/hindi\/search\?q=/);
    const results = page.getByTestId('search-results').locator('li');
    await expect.poll(() => results.count()).toBeGreaterThan(3);
    expect(await page.getByRole('status').first().textContent()).toMatch(/“ग्रहण” के लिए \d+ परिणाम/);
    expect(await results.first().locator('mark').first().textContent()).toBe('ग्रहण');
    await page.screenshot({ path: `${SCREENSHOT_DIR}search-hindi.png`, fullPage: true });

    const article = results.filter({ hasText: 'लेख' }).first();
    const href = await article.locator('h3 a').getAttribute('href');
    expect(href).toMatch(/^\/hindi\/blog\//);
    await article.locator('h3 a').click();
    await page.waitForURL(new RegExp(`${href}$`));
    await page.getByTestId('blog-article').waitFor();

    // The JSON-LD search action's address, and a search with nothing found.
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent('zzqx')}`);
    await page.getByText('Nothing found for “zzqx”.', { exact: false }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

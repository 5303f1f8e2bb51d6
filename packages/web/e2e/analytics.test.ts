import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type BuiltServer,
  startBuiltServer,
  waitUntilHealthy,
} from '../../server/test/built-server.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

// A second server, configured with a measurement id, for the consent banner and the tag.
const dataDir = mkdtempSync(join(tmpdir(), 'jyotish-e2e-analytics-'));
let tagged: BuiltServer;

beforeAll(async () => {
  tagged = await startBuiltServer(dataDir, {
    NODE_ENV: 'production',
    ANALYTICS_MEASUREMENT_ID: 'G-JY0TISH25',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  });
  await waitUntilHealthy(tagged);
}, 120_000);

afterAll(async () => {
  await tagged?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('analytics', () => {
  it('counts page views first-party, asks for no consent and loads no tag when none is configured', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/page-views')) sent.push(request.postData() ?? '');
      if (request.url().includes('googletagmanager')) sent.push('TAG');
    });
    await page.goto(`${baseUrl}/hindi/kundli`);
    await page.locator('main').first().waitFor();
    await page.getByRole('link', { name: /पंचांग/ }).first().click();
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({ path: '/hindi/kundli', lang: 'hi' });
    expect(sent).not.toContain('TAG');
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks once when a tag is configured; No keeps it out, Allow reloads with it', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const tagRequests: string[] = [];
    await context.route('https://www.googletagmanager.com/**', async (route) => {
      tagRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${tagged.baseUrl}/`);
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}consent-banner.png` });
    await banner.getByRole('button', { name: 'No, thanks' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('main').first().waitFor();
    expect(await banner.count()).toBe(0);
    expect(tagRequests).toEqual([]);
    const denied = await page.goto(`${tagged.baseUrl}/kundli`);
    expect(denied?.headers()['content-security-policy']).not.toContain('googletagmanager');

    await context.clearCookies();
    await page.goto(`${tagged.baseUrl}/`);
    await banner.waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      banner.getByRole('button', { name: 'Allow' }).click(),
    ]);
    await expect.poll(() => tagRequests.length).toBeGreaterThan(0);
    expect(tagRequests[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-JY0TISH25');
    const granted = await page.goto(`${tagged.baseUrl}/kundli`);
    expect(granted?.headers()['content-security-policy']).toContain(
      'https://www.googletagmanager.com',
    );
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

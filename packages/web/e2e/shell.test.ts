import { METADATA } from '@jyotish/contract';
import { describe, expect, inject, it } from 'vitest';
import { findUnbackedClaims } from '../src/locales/unbacked-claims.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('the web shell in a real browser', () => {
  it('renders the home page with the default title, header and footer, without errors', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).toBe(METADATA.en.site.defaultTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count()).toBeGreaterThan(0);
    await page
      .locator('footer')
      .getByText(/guidance/i)
      .first()
      .waitFor();
    // The data's licences ask for credit: GeoNames (CC BY 4.0), OpenStreetMap (ODbL).
    const credits = await page.getByTestId('footer-attribution').innerText();
    expect(credits).toContain('GeoNames (CC BY 4.0)');
    expect(credits).toContain('© OpenStreetMap contributors (ODbL)');
    await page.screenshot({ path: `${SCREENSHOT_DIR}home.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders /hindi in Hindi with lang="hi" and the Hindi title', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi`);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.title()).toBe(METADATA.hi.site.defaultTitle);
    expect(await heading.textContent()).toMatch(/[\u0900-\u097F]/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}home-hindi.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows no rating, user or astrologer count, 24/7, price or free minutes on the home page or footer, in any language', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    for (const home of ['/', '/hindi', '/tamil', '/telugu']) {
      await page.goto(`${baseUrl}${home}`);
      await page.getByTestId('home-trust-strip').waitFor();
      await page.getByTestId('footer-disclaimer').waitFor();
      const text = await page.locator('body').innerText();
      expect(findUnbackedClaims(text), home).toEqual([]);
      const footer = await page.getByTestId('footer-stats').innerText();
      expect(footer, home).toContain('English · हिन्दी · தமிழ் · తెలుగు');
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}home-telugu-facts.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a Tamil page with its own heading, description and title', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/tamil/topics/navratri-2025`);
    const meta = METADATA.ta.pages.topicNavratri2025;
    await page.getByRole('heading', { level: 1, name: meta.heading }).waitFor();
    await page.getByText(meta.description).waitFor();
    expect(await page.title()).toBe(`${meta.title} | ${METADATA.ta.site.siteName}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a visitor who opens /dashboard to /login and remembers the path', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: METADATA.en.pages.login.heading }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: METADATA.en.site.notFoundTitle }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}not-found.png` });
    // The browser reports the document's own 404 status on the console; nothing else may.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it("says so in the page's language, with a way to retry, when its language pack cannot load", async () => {
    const { page, context } = await openWatchedPage(browser());
    // The Hindi pack is the one script named after the language (see the modulepreload link).
    await page.route(/\/assets\/hi-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/hindi/kundli`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('कुछ गड़बड़ हो गई');
    await page.unroute(/\/assets\/hi-[^/]+\.js$/);
    await alert.getByRole('button', { name: 'पेज रीफ़्रेश करें' }).click();
    await page.getByRole('heading', { level: 1, name: METADATA.hi.pages.kundli.heading }).waitFor();
    await context.close();
  });

  it('opens and closes the mobile menu', async () => {
    const { page, context, problems } = await openWatchedPage(browser(), {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${baseUrl}/`);
    const menu = page.getByTestId('mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
    await page.screenshot({ path: `${SCREENSHOT_DIR}mobile-menu.png` });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches language, stores the choice and reloads at the prefixed path', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/panchang`);
    await page
      .getByRole('button', { name: /language/i })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'తెలుగు' }).click();
    await page.waitForURL(`${baseUrl}/telugu/panchang`);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('te');
    expect(await page.locator('html').getAttribute('lang')).toBe('te');
    await page
      .getByRole('heading', { level: 1, name: METADATA.te.pages.panchang.heading })
      .waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/panchang`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { SIGN_NAMES, SIGN_SLUGS } from '@jyotish/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** The side of the JPEGs `GET /api/zodiac-image/{Sign}.jpg` serves. */
const SIDE = 480;

const section = (page: Page) => page.locator('section[aria-labelledby="home-zodiac-title"]');
const tiles = (page: Page) => page.getByTestId('home-zodiac-signs').locator('li');

/** The home page with the welcome popup already seen, scrolled to the sign tiles. */
async function openZodiacTiles(page: Page) {
  // The popup is modal: it would make the tiles inert and cover the screenshot.
  await page.addInitScript(() => window.localStorage.setItem('welcome_seen', '1'));
  await page.goto(`${baseUrl}/`);
  await tiles(page).first().waitFor();
  // The images are lazy: they load as the section comes near the viewport.
  await section(page).scrollIntoViewIfNeeded();
}

/**
 * Whether a problem the watched page recorded is about images: a failed load, or a refusal by
 * the Content-Security-Policy's `img-src`. The whole page's cleanliness is the shell test's.
 */
function concernsImages(problem: string): boolean {
  return /Failed to load resource|img-src|zodiac-image|\.jpg/.test(problem);
}

/** Per tile, the image's state: src, natural width, and the attributes that avoid a layout shift. */
function imageStates(page: Page) {
  return tiles(page).evaluateAll((items) =>
    items.map((item) => {
      const image = item.querySelector('img');
      return image === null
        ? null
        : {
            src: new URL(image.src).pathname,
            alt: image.getAttribute('alt'),
            width: image.getAttribute('width'),
            height: image.getAttribute('height'),
            loading: image.getAttribute('loading'),
            decoding: image.getAttribute('decoding'),
            complete: image.complete,
            naturalWidth: image.naturalWidth,
            naturalHeight: image.naturalHeight,
            square: image.clientWidth > 0 && image.clientWidth === image.clientHeight,
          };
    }),
  );
}

describe('the home page’s zodiac tiles', () => {
  it('show the twelve signs’ pictures from /api/zodiac-image, lazy and sized, without errors', async () => {
    // Tall enough for the whole section below the sticky header, for the screenshot.
    const { page, context, problems } = await openWatchedPage(browser(), {
      viewport: { width: 1280, height: 1100 },
    });
    const answers = new Map<string, { status: number; type: string | undefined }>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/zodiac-image/')) {
        answers.set(pathname, {
          status: response.status(),
          type: response.headers()['content-type'],
        });
      }
    });
    await openZodiacTiles(page);
    await expect
      .poll(async () => (await imageStates(page)).filter((state) => state?.complete).length)
      .toBe(12);
    const states = await imageStates(page);
    expect(states).toEqual(
      SIGN_NAMES.en.map((sign) => ({
        src: `/api/zodiac-image/${sign}.jpg`,
        // Decorative: each tile's link is named by its aria-label (sign and dates).
        alt: '',
        width: String(SIDE),
        height: String(SIDE),
        loading: 'lazy',
        decoding: 'async',
        complete: true,
        naturalWidth: SIDE,
        naturalHeight: SIDE,
        square: true,
      })),
    );
    for (const sign of SIGN_NAMES.en) {
      expect(answers.get(`/api/zodiac-image/${sign}.jpg`), sign).toEqual({
        status: 200,
        type: 'image/jpeg',
      });
    }
    const links = await tiles(page)
      .locator('a')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => [
          new URL((anchor as HTMLAnchorElement).href).pathname,
          anchor.ariaLabel,
        ]),
      );
    expect(links.map(([path]) => path)).toEqual(
      SIGN_SLUGS.map((slug) => `/daily-horoscope/${slug}`),
    );
    expect(links[4]?.[1]).toMatch(/^Leo daily horoscope, /);
    await section(page).screenshot({ path: `${SCREENSHOT_DIR}home-zodiac.png` });
    // Phones show two columns of tiles.
    await page.setViewportSize({ width: 390, height: 844 });
    await tiles(page).nth(0).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}home-zodiac-phone.png` });
    const [first, second] = await tiles(page).evaluateAll((items) =>
      items.slice(0, 2).map((item) => item.getBoundingClientRect().top),
    );
    expect(first).toBe(second);
    expect(problems.filter(concernsImages)).toEqual([]);
    await context.close();
  });

  it('hide a picture that fails to load and keep its tile a working link to the horoscope', async () => {
    const { page, context, problems } = await openWatchedPage(browser(), {
      viewport: { width: 1280, height: 1100 },
    });
    await page.route('**/api/zodiac-image/Leo.jpg', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Not found', reason: 'not_found' }),
      }),
    );
    await page.route('**/api/zodiac-image/Virgo.jpg', (route) => route.abort('failed'));
    await openZodiacTiles(page);
    await expect
      .poll(async () => (await imageStates(page)).map((state) => state === null))
      .toEqual(SIGN_NAMES.en.map((sign) => sign === 'Leo' || sign === 'Virgo'));
    await expect
      .poll(async () => (await imageStates(page)).filter((state) => state?.naturalWidth).length)
      .toBe(10);
    // The glyph on its gradient stands in for the picture: the tile keeps its size.
    const leo = tiles(page).nth(4);
    const [leoBox, ariesBox] = await Promise.all([
      leo.boundingBox(),
      tiles(page).nth(0).boundingBox(),
    ]);
    expect(leoBox?.height).toBe(ariesBox?.height);
    expect(await leo.innerText()).toContain('Leo');
    await section(page).screenshot({ path: `${SCREENSHOT_DIR}home-zodiac-leo-failed.png` });

    const link = leo.getByRole('link', { name: /^Leo daily horoscope, / });
    expect(await link.getAttribute('href')).toBe('/daily-horoscope/leo');
    await link.click();
    await page.waitForURL(`${baseUrl}/daily-horoscope/leo`);
    // The horoscope screen is loaded on demand: its heading replaces the home page's.
    await page.getByRole('heading', { level: 1, name: /Leo/ }).waitFor();
    // The browser reports the two failed loads (at most); no other image went wrong.
    const imageProblems = problems.filter(concernsImages);
    expect(imageProblems.length).toBeLessThanOrEqual(2);
    for (const problem of imageProblems) expect(problem).toMatch(/Failed to load resource/);
    await context.close();
  });
});

import { LANGUAGE_PATH_SEGMENT, LANGUAGES, type Language, METADATA } from '@jyotish/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './accessibility-checks.js';
import { DELHI_QUERY } from './birth-form.js';
import { SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** The matching test's pair (15.5 of 36), as the link the matching form and the home page open. */
const MATCHING_QUERY = new URLSearchParams({
  boyName: 'Ravi',
  boyBirthDate: '1990-05-20',
  boyBirthTime: '10:30',
  boyBirthPlace: 'New Delhi, India',
  girlName: 'Asha',
  girlBirthDate: '1992-11-03',
  girlBirthTime: '06:15',
  girlBirthPlace: 'Chennai, India',
  boyLatitude: '28.6139',
  boyLongitude: '77.209',
  girlLatitude: '13.0827',
  girlLongitude: '80.2707',
}).toString();

const urlIn = (language: Language, path: string) => {
  const segment = LANGUAGE_PATH_SEGMENT[language];
  if (!segment) return `${baseUrl}${path}`;
  return `${baseUrl}/${segment}${path === '/' ? '' : path}`;
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe.each(LANGUAGES)('in %s, no serious or critical accessibility violation', (language) => {
  const { pages } = METADATA[language];
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser().newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      // The header's banner fades between its four languages: without motion no check can
      // catch its text half faded, a state no reader is asked to read.
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  // A first visit may open the welcome dialog over the page: checked with it, then without.
  it('on the home page', async () => {
    await page.goto(urlIn(language, '/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const found = await seriousViolations(page);
    const dialog = page.locator('dialog[open]');
    if ((await dialog.count()) > 0) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });

  it('on the kundli form', async () => {
    await page.goto(urlIn(language, '/kundli'));
    await heading(page, pages.kundli.heading).waitFor();
    await page.locator('form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}accessibility-kundli-${language}.png` });
  });

  // The suggestions are the same in every language (place names from the API).
  it.runIf(language === 'en')('on the kundli form with place suggestions open', async () => {
    await page.goto(urlIn(language, '/kundli'));
    const place = page.getByRole('combobox', { name: 'Birth place' });
    await place.pressSequentially('New Delhi');
    const first = page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option');
    await expect.poll(() => first.first().textContent()).toContain('New Delhi');
    await place.press('ArrowDown');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the matching form', async () => {
    await page.goto(urlIn(language, '/kundli-matching'));
    await heading(page, pages.kundliMatching.heading).waitFor();
    await page.locator('form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the day’s panchang', async () => {
    await page.goto(urlIn(language, '/panchang?date=2025-11-22'));
    await heading(page, pages.panchang.heading).waitFor();
    await page.getByTestId('panchang-tithi').waitFor();
    await page.getByTestId('panchang-rahu-kaal').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}accessibility-panchang-${language}.png`,
      fullPage: true,
    });
  });

  it.runIf(language === 'en' || language === 'hi')('on a kundli result', async () => {
    await page.goto(urlIn(language, `/kundli?${DELHI_QUERY}`));
    await heading(page, pages.kundli.heading).waitFor();
    await page.getByTestId('how-computed').waitFor();
    await page.locator('svg[role="img"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}accessibility-kundli-result-${language}.png`,
      fullPage: true,
    });
  });

  // On a phone the planets table is wider than the screen and scrolls sideways.
  it.runIf(language === 'en')('on a kundli result on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(urlIn(language, `/kundli?${DELHI_QUERY}`));
      await page.getByTestId('how-computed').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it.runIf(language === 'en')('on a matching result', async () => {
    await page.goto(urlIn(language, `/kundli-matching?${MATCHING_QUERY}`));
    await page.getByTestId('matching-total').waitFor();
    await page.getByTestId('kootas').waitFor();
    await page.getByTestId('manglik').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

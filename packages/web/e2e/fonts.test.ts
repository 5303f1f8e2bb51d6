import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const SCRIPT_FAMILIES = {
  hi: 'Noto Sans Devanagari Web',
  ta: 'Noto Sans Tamil Web',
  te: 'Noto Sans Telugu Web',
} as const;
const NAMES_FAMILY = 'Noto Sans Language Names';

interface FaceState {
  readonly family: string;
  readonly weight: string;
  readonly status: string;
}

/** What went wrong with fonts: a font-src CSP violation, a font that failed to decode. */
const fontProblems = (problems: readonly string[]) => problems.filter((text) => /font/i.test(text));

/**
 * Opens `path`, waits for its heading and for the fonts its text asked for, and returns the
 * state of every @font-face (document.fonts), the font files fetched and the page's layout
 * shift so far.
 */
async function openAndSettle(page: Page, path: string) {
  const fonts: string[] = [];
  page.on('response', (answer) => {
    if (!answer.url().endsWith('.woff2')) return;
    fonts.push(new URL(answer.url()).pathname);
    expect(answer.status(), answer.url()).toBe(200);
  });
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByTestId('footer-stats').waitFor();
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => ({
      family: face.family.replaceAll('"', ''),
      weight: face.weight,
      status: face.status,
    }));
  });
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  return { faces: faces as FaceState[], fonts, layoutShift };
}

/**
 * The fonts Chromium draws an element's text with (DevTools' "Rendered fonts"), and whether
 * its Indic letters are all drawn by fonts of @font-face: on this machine, which has no Indic
 * font installed, a system font drawing them draws boxes. A system font may draw the rest
 * (spaces, punctuation, Latin), glyph for letter.
 */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  const text = (await page.locator(selector).first().textContent()) ?? '';
  const otherLetters = text.replace(/[\u0900-\u0c7f\u200c\u200d]/gu, '').length;
  const bySystem = fonts
    .filter((font) => !font.isCustomFont)
    .reduce((sum, font) => sum + font.glyphCount, 0);
  return {
    custom: fonts.filter((font) => font.isCustomFont).map((font) => font.familyName),
    indicInCustomFonts: bySystem <= otherLetters,
  };
}

const statusOf = (faces: readonly FaceState[], family: string, weight = '400') =>
  faces.find((face) => face.family === family && face.weight === weight)?.status;

describe('the self-hosted Indic fonts in a real browser', () => {
  it('loads on / no Devanagari, Tamil or Telugu script face, only the small names faces', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const { faces, fonts } = await openAndSettle(page, '/');
    expect(faces.length).toBeGreaterThanOrEqual(12);
    for (const family of Object.values(SCRIPT_FAMILIES)) {
      for (const weight of ['400', '700']) {
        expect(statusOf(faces, family, weight), `${family} ${weight}`).toBe('unloaded');
      }
    }
    // The footer names the languages in their own scripts.
    expect(
      faces.filter((face) => face.family === NAMES_FAMILY && face.status === 'loaded'),
    ).not.toHaveLength(0);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^\/fonts\/noto-sans-\w+-names-\d00\./);
    // The banner's other languages were laid out while their faces loaded, hidden: they must
    // be redrawn in them, not left in a system font's boxes.
    for (const [language, family] of [
      ['hi', 'Noto Sans Devanagari'],
      ['ta', 'Noto Sans Tamil'],
      ['te', 'Noto Sans Telugu'],
    ]) {
      const banner = await renderedFonts(
        page,
        `[data-testid="ask-question-banner"] [lang="${language}"]`,
      );
      expect(banner, language).toEqual({ custom: [family], indicInCustomFonts: true });
    }
    const footer = await renderedFonts(page, '[data-testid="footer-stats"]');
    expect(footer.indicInCustomFonts).toBe(true);
    expect(footer.custom.sort()).toEqual([
      'Noto Sans Devanagari',
      'Noto Sans Tamil',
      'Noto Sans Telugu',
    ]);
    expect(fontProblems(problems)).toEqual([]);
    await context.close();
  });

  for (const [language, path, name] of [
    ['hi', '/hindi', 'hindi'],
    ['ta', '/tamil', 'tamil'],
    ['te', '/telugu', 'telugu'],
  ] as const) {
    it(`loads on ${path} its own script's faces, preloaded, and no other script's`, async () => {
      const { page, context, problems } = await openWatchedPage(browser());
      const { faces, fonts, layoutShift } = await openAndSettle(page, path);
      const own = SCRIPT_FAMILIES[language];
      expect(statusOf(faces, own), own).toBe('loaded');
      for (const [other, family] of Object.entries(SCRIPT_FAMILIES)) {
        if (other === language) continue;
        for (const weight of ['400', '700']) {
          expect(statusOf(faces, family, weight), `${family} ${weight}`).toBe('unloaded');
        }
      }
      const preload = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(preload).toEqual([
        expect.stringMatching(/^\/fonts\/noto-sans-\w+-400\.[0-9a-f]{10}\.woff2$/),
        expect.stringMatching(/^\/fonts\/noto-sans-\w+-700\.[0-9a-f]{10}\.woff2$/),
      ]);
      // The preloaded files are the ones the stylesheet uses: each is fetched once, not twice.
      for (const file of preload) expect(fonts.filter((font) => font === file)).toHaveLength(1);
      expect(statusOf(faces, own, '700'), `${own} 700`).toBe('loaded');
      for (const other of ['hi', 'ta', 'te']) {
        const banner = `[data-testid="ask-question-banner"] [lang="${other}"]`;
        expect((await renderedFonts(page, banner)).indicInCustomFonts, other).toBe(true);
      }
      // Every letter of the heading is drawn in the face, none in a system font's boxes.
      const heading = await renderedFonts(page, 'h1');
      expect(heading).toEqual({ custom: [own.replace(/ Web$/, '')], indicInCustomFonts: true });
      console.log(`${path}: fonts ${fonts.join(', ')}; layout shift ${layoutShift.toFixed(4)}`);
      // With both faces preloaded the text is drawn in them at once: measured about 0.0001
      // (0.02 with the bold face found only at the first render). 0.1 is the "good" limit.
      expect(layoutShift).toBeLessThan(0.1);
      await page.screenshot({ path: `${SCREENSHOT_DIR}fonts-${name}.png` });
      expect(fontProblems(problems)).toEqual([]);
      await context.close();
    });
  }
});

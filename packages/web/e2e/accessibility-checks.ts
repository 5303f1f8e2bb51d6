import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['incomplete'][number]['nodes'][number];

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Text axe could not measure because a gradient is behind it: its selector and its bar. */
interface TextOverGradient {
  readonly selector: string;
  /** 4.5, or 3 for large text. */
  readonly expected: number;
}

/** The lowest contrast of a text with the pixels under its lines, and those two colours. */
interface MeasuredContrast {
  readonly ratio: number;
  readonly text: string;
  readonly background: string;
}

/**
 * Hides what is not background (text, borders, rings, shadows, icons) so a screenshot shows
 * only what the text sits on; transitions off so nothing is caught fading.
 */
const BACKGROUND_ONLY = `
  *, *::before, *::after {
    color: transparent !important;
    -webkit-text-fill-color: transparent !important;
    text-shadow: none !important;
    text-decoration-color: transparent !important;
    border-color: transparent !important;
    outline-color: transparent !important;
    box-shadow: none !important;
    caret-color: transparent !important;
    transition: none !important;
  }
  svg, img, picture, video, canvas { visibility: hidden !important; }
`;

function textsOverGradients(nodes: readonly NodeResult[]): TextOverGradient[] {
  return nodes.flatMap((node) => {
    const data = node.any.find((check) => check.id === 'color-contrast')?.data as
      | { messageKey?: string; expectedContrastRatio?: string }
      | undefined;
    const [selector] = node.target;
    if (data?.messageKey !== 'bgGradient' || typeof selector !== 'string') return [];
    return [{ selector, expected: Number.parseFloat(data.expectedContrastRatio ?? '4.5') }];
  });
}

/** A full-page PNG of only the backgrounds (BACKGROUND_ONLY), base64. */
async function screenshotOfBackgrounds(page: Page): Promise<string> {
  // A constructed style sheet: the Content-Security-Policy refuses a <style> element.
  const sheet = await page.evaluateHandle((css) => {
    const added = new CSSStyleSheet();
    added.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, added];
    return added;
  }, BACKGROUND_ONLY);
  try {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
    return png.toString('base64');
  } finally {
    await sheet.evaluate((added) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((kept) => kept !== added);
    });
    await sheet.dispose();
    // Without the sheet every `transition-colors` element fades its text back in from
    // transparent: its colour is read once that is over.
    await untilNoTransitionRuns(page);
  }
}

/**
 * Waits for the page at rest, as a reader reads it: a colour caught mid-transition is no colour
 * anybody reads (seen in CI as header text at 46–70 % of its colour).
 */
async function untilNoTransitionRuns(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/**
 * axe leaves text over a gradient unmeasured ("incomplete"), and the tool pages sit on one:
 * this measures each such text against the pixels under its own lines, in a screenshot of the
 * backgrounds alone, keeping the pixel of least contrast. Lines hidden under something else (a
 * modal dialog, a sticky header) are not measured. Returns one line per text under its bar.
 */
async function lowContrastOverGradients(
  page: Page,
  texts: readonly TextOverGradient[],
): Promise<string[]> {
  if (texts.length === 0) return [];
  const png = await screenshotOfBackgrounds(page);
  const measured = await page.evaluate(
    async ({ png, selectors }) => {
      const image = await createImageBitmap(
        new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }),
      );
      const canvas = new OffscreenCanvas(image.width, image.height).getContext('2d', {
        willReadFrequently: true,
      });
      if (!canvas) throw new Error('No 2D canvas');
      canvas.drawImage(image, 0, 0);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const swatch = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true });
      if (!swatch) throw new Error('No 2D canvas');
      const rgbOf = (css: string) => {
        swatch.clearRect(0, 0, 1, 1);
        swatch.fillStyle = css;
        swatch.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 255] = swatch.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255] as const;
      };
      /** The text's lines in page coordinates, those on top where they are drawn. */
      const visibleLines = (element: Element) => {
        const lines: DOMRect[] = [];
        for (const child of element.childNodes) {
          if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(child);
          const count = range.getClientRects().length;
          for (let index = 0; index < count; index++) {
            const before = range.getClientRects()[index];
            if (!before) continue;
            window.scrollTo({
              top: before.top + window.scrollY - window.innerHeight / 2,
              behavior: 'instant',
            });
            const line = range.getClientRects()[index] ?? before;
            const hit = document.elementFromPoint(
              line.left + line.width / 2,
              line.top + line.height / 2,
            );
            if (hit && (hit === element || element.contains(hit))) {
              lines.push(
                new DOMRect(
                  line.left + window.scrollX,
                  line.top + window.scrollY,
                  line.width,
                  line.height,
                ),
              );
            }
          }
        }
        return lines;
      };
      const scrolled = { x: window.scrollX, y: window.scrollY };
      const found = selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        return { lines: visibleLines(element), color: getComputedStyle(element).color };
      });
      window.scrollTo({ left: scrolled.x, top: scrolled.y, behavior: 'instant' });
      return found.map((text): MeasuredContrast | null => {
        if (!text) return null;
        const [tr, tg, tb, alpha] = rgbOf(text.color);
        let worst: MeasuredContrast | null = null;
        for (const line of text.lines) {
          const x = Math.max(0, Math.round(line.x));
          const y = Math.max(0, Math.round(line.y));
          const width = Math.min(Math.round(line.width), image.width - x);
          const height = Math.min(Math.round(line.height), image.height - y);
          if (width <= 0 || height <= 0) continue;
          const pixels = canvas.getImageData(x, y, width, height).data;
          for (let i = 0; i < pixels.length; i += 4) {
            const [r = 0, g = 0, b = 0] = pixels.subarray(i, i + 3);
            const pixelLuminance = luminance(r, g, b);
            // Translucent text shows the background through it.
            const textLuminance = luminance(
              alpha * tr + (1 - alpha) * r,
              alpha * tg + (1 - alpha) * g,
              alpha * tb + (1 - alpha) * b,
            );
            const ratio =
              (Math.max(pixelLuminance, textLuminance) + 0.05) /
              (Math.min(pixelLuminance, textLuminance) + 0.05);
            if (!worst || ratio < worst.ratio) {
              worst = { ratio, text: text.color, background: `rgb(${r}, ${g}, ${b})` };
            }
          }
        }
        return worst;
      });
    },
    { png, selectors: texts.map((text) => text.selector) },
  );
  return texts.flatMap((text, index) => {
    const contrast = measured[index];
    if (!contrast || contrast.ratio >= text.expected) return [];
    return [
      `color-contrast (serious): Elements must meet minimum color contrast ratio thresholds at ${text.selector}: ${contrast.ratio.toFixed(2)}:1 between the text (${contrast.text}) and the gradient under it (${contrast.background}), expected ${text.expected}:1`,
    ];
  });
}

/**
 * Each serious or critical WCAG A/AA violation on the page as it stands, one line per element
 * (the rule, its help, the element's selector and what axe found), text over gradients
 * measured as well, so a failure says what to fix where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await untilNoTransitionRuns(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const detail = [...node.any, ...node.all, ...node.none][0]?.message;
        return `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}${detail ? `: ${detail}` : ''}`;
      }),
    );
  const unmeasured = results.incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
  return [...found, ...(await lowContrastOverGradients(page, textsOverGradients(unmeasured)))];
}

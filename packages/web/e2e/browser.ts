import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where screenshots go for people to look at (ignored by git). */
export const SCREENSHOT_DIR = new URL('../../../test-results/screenshots/', import.meta.url)
  .pathname;

/** Launches Debian's Chromium headless, without any of its calls to outside services. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * One browser for the calling test file: launched before its tests, closed after them. Returns
 * a getter, since the browser exists only once the tests run.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll; use it inside a test.');
    return browser;
  };
}

/**
 * A page that records console errors, uncaught exceptions and CSP violations, so every
 * test can assert that the page stayed clean.
 */
export interface WatchedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly problems: string[];
}

export async function openWatchedPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, context, problems };
}

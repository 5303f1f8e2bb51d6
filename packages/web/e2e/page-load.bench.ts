import { bench, describe, inject } from 'vitest';
import { sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/**
 * Opens `path` in a fresh context (empty cache) on Chrome DevTools' "Slow 4G" preset (150 ms
 * latency, 1.6 Mbit/s down, 750 kbit/s up), as many readers in India load the site, and
 * waits for the page's heading: the app has rendered in the page's language.
 */
async function loadOnSlow4g(path: string): Promise<void> {
  const context = await browser().newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor();
  } finally {
    await context.close();
  }
}

const OPTIONS = { iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0 };

describe('first load to the heading on Slow 4G (ms)', () => {
  bench('/hindi/kundli', () => loadOnSlow4g('/hindi/kundli'), OPTIONS);
  bench('/tamil (home)', () => loadOnSlow4g('/tamil'), OPTIONS);
  bench('/kundli-matching', () => loadOnSlow4g('/kundli-matching'), OPTIONS);
});

import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** The kundli route's test birth: Delhi, 20 May 1990, 10:30, a Cancer lagna. */
const DELHI_BIRTH = new URLSearchParams({
  name: 'Asha',
  gender: 'female',
  date: '1990-05-20',
  time: '10:30',
  location: 'New Delhi, Delhi, India',
  latitude: '28.6139',
  longitude: '77.209',
}).toString();

describe('the divination tools in a real browser', () => {
  it('draws a Celtic cross of ten different cards, then a Hindi three-card spread', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/tarot`);
    await page
      .getByLabel('Your question (optional)')
      .fill('What should I keep in mind this month?');
    await page.getByTestId('tarot-spread-celtic-cross').check();
    await page.getByTestId('tarot-draw').click();
    await page.getByTestId('tarot-spread').waitFor();
    const cards = page.locator('[data-testid^="tarot-card-"]');
    expect(await cards.count()).toBe(10);
    const names = await page.locator('[data-testid^="tarot-card-"] h3').allTextContents();
    expect(new Set(names).size).toBe(10);
    await page.screenshot({ path: `${SCREENSHOT_DIR}tarot-celtic-cross.png`, fullPage: true });

    await page.goto(`${baseUrl}/hindi/tarot`);
    await page.getByTestId('tarot-draw').click();
    await page.getByTestId('tarot-card-3').waitFor();
    expect(await cards.count()).toBe(3);
    expect(await page.getByTestId('tarot-card-1').textContent()).toMatch(/[\u0900-\u097F]/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}tarot-hi.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds the 2025 year card from a birthday: 15 August gives Temperance', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/tarot-2025`);
    await page.getByLabel('Day', { exact: true }).selectOption('15');
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'August' });
    await page.getByLabel('Year', { exact: true }).selectOption('1990');
    await page.getByTestId('tarot-year-submit').click();
    const card = page.getByTestId('tarot-year-card');
    await card.getByText('Temperance').waitFor();
    expect(await card.textContent()).toContain('8 + 15 + 2025 = 2048');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scores Aries with Leo 12 of 12 and shows the 12 × 12 table', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/love-compatibility`);
    const signs = page.getByLabel('Moon sign (rasi)');
    await signs.nth(0).selectOption({ label: 'Aries' });
    await signs.nth(1).selectOption({ label: 'Leo' });
    await page.getByTestId('love-submit').click();
    await page.getByTestId('love-result').waitFor();
    expect(await page.getByTestId('love-score').textContent()).toBe('12');
    expect(await page.getByTestId('love-band').textContent()).toBe('Excellent match');
    await page.getByText('The 12 × 12 table of Moon signs').click();
    expect(await page.getByTestId('love-table').locator('td').count()).toBe(144);
    await page.screenshot({ path: `${SCREENSHOT_DIR}love-compatibility.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists girls’ names for Rohini’s second pada (Va), then names from a birth', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/baby-naming?nakshatra=4&pada=2`);
    await page.getByTestId('baby-names').waitFor();
    expect(await page.getByTestId('baby-syllables').textContent()).toContain('Va');
    const boys = page.getByTestId('baby-names').getByText('Boy', { exact: true });
    expect(await boys.count()).toBeGreaterThan(0);
    await page.getByTestId('baby-gender-girl').click();
    await page.waitForURL(/child=girl/);
    await expect.poll(() => boys.count()).toBe(0);
    const genders = await page
      .getByTestId('baby-names')
      .locator('li span.rounded-full')
      .allTextContents();
    expect(genders.length).toBeGreaterThan(5);
    for (const gender of genders) expect(['Girl', 'Boy or girl']).toContain(gender);
    await page.screenshot({ path: `${SCREENSHOT_DIR}baby-naming.png`, fullPage: true });

    await page.goto(`${baseUrl}/hindi/baby-naming?${DELHI_BIRTH}`);
    await page.getByTestId('baby-names').waitFor();
    expect(await page.getByTestId('baby-count').textContent()).toMatch(/[\u0900-\u097F]/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}baby-naming-hi.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('recommends pearl for a Cancer lagna and reads its Lal Kitab chart in Tamil', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/gemstones?${DELHI_BIRTH}`);
    await page.getByTestId('gemstones-result').waitFor();
    expect(await page.getByTestId('gem-moon').textContent()).toContain('Pearl (Moti)');
    expect(await page.getByTestId('avoid-saturn').textContent()).toContain('Blue sapphire');
    await page.screenshot({ path: `${SCREENSHOT_DIR}gemstones.png`, fullPage: true });

    await page.goto(`${baseUrl}/tamil/lal-kitab?${DELHI_BIRTH}`);
    await page.getByTestId('lal-kitab-result').waitFor();
    expect(await page.getByTestId('lk-venus').textContent()).toContain('9');
    expect(await page.getByTestId('rin-pitri').textContent()).toMatch(/[\u0B80-\u0BFF]/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}lal-kitab-ta.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads a short life line on the drawn hand, and says it is not a short life', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/palmistry`);
    await page.getByTestId('palm-drawing').waitFor();
    await page.getByTestId('palm-part-life').click();
    await page.getByRole('radio', { name: /^Short/ }).click();
    await page
      .getByTestId('palm-reading')
      .getByText('A short life line does not mean a short life', { exact: false })
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}palmistry.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('checks a kitchen in the north-east (avoid, with a remedy), then the south-east on the compass', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/vastu?room=kitchen&dir=northEast`);
    const verdict = page.getByTestId('vastu-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-verdict')).toBe('avoid');
    await page.getByTestId('vastu-remedy').waitFor();
    await page.getByTestId('compass-southEast').click();
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('ideal');
    await page.screenshot({ path: `${SCREENSHOT_DIR}vastu.png`, fullPage: true });
    await page.goto(`${baseUrl}/telugu/vastu?room=pooja&dir=northEast`);
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('ideal');
    expect(await page.getByTestId('vastu-advice').textContent()).toMatch(/[\u0C00-\u0C7F]/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reaches the divination hub from the tools page, and every tool from the hub', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/astro-tools`);
    await page.getByTestId('astro-tools-more').getByRole('link', { name: 'Divination' }).click();
    await page.waitForURL(`${baseUrl}/divination`);
    const links = page.getByTestId('divination-tools').getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBe(9);
    await links.first().click();
    await page.waitForURL(`${baseUrl}/tarot`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

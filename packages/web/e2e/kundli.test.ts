import { METADATA } from '@jyotish/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DELHI_QUERY, fillKundliForm } from './birth-form.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';
import { signInWithProfiles } from './signed-in-user.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const chartNamed = (page: Page, name: RegExp) => page.getByRole('img', { name });

describe('the kundli form on /kundli', () => {
  it('shows the SPEC §5 message under each field and asks for a place from the suggestions', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/kundli`);
    await page.getByRole('heading', { level: 1, name: METADATA.en.pages.kundli.heading }).waitFor();
    await page.getByLabel('Full name').fill('A');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Birth date is required',
      'Birth time is required',
      'Birth place is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOT_DIR}kundli-form-errors.png`, fullPage: true });
    const years = await page
      .getByLabel('Year', { exact: true })
      .locator('option')
      .allTextContents();
    const thisYear = new Date().getFullYear();
    expect(years.slice(1, 2)).toEqual([String(thisYear)]);
    expect(years.at(-1)).toBe(String(thisYear - 120));

    await fillKundliForm(page, { day: '20', month: 'May', year: '1990', hour: '10', minute: '30' });
    await page.getByRole('combobox', { name: 'Birth place' }).fill('Somewhere');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.getByText('Location Required').first().waitFor();
    await page.getByText('Please select your birth place from the suggestions').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  // Regression (issue 10): SPEC §5's original took a zero coordinate for "no place picked",
  // refusing every birth on the equator or the prime meridian.
  it('computes the chart of a birth at 0° 0°, typed as coordinates, focusing the first wrong field first', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/kundli`);
    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.getByText('Birth date is required', { exact: true }).waitFor();
    const day = page.getByLabel('Day', { exact: true });
    await expect.poll(() => day.evaluate((node) => node === document.activeElement)).toBe(true);

    await fillKundliForm(page, { day: '20', month: 'May', year: '1990', hour: '10', minute: '30' });
    await page.getByRole('button', { name: 'Enter coordinates instead' }).click();
    await page.getByLabel(/^Latitude/).fill('0');
    await page.getByLabel(/^Longitude/).fill('0');
    await page.getByRole('combobox', { name: 'Birth place' }).fill('Gulf of Guinea');
    await expect
      .poll(() => page.getByTestId('place-coordinates').textContent())
      .toContain('0.0000° N, 0.0000° E');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.waitForURL(/\/kundli\?/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('latitude'), query.get('longitude')]).toEqual(['0', '0']);
    await chartNamed(page, /^North Indian chart: D1 Rasi/).waitFor();
    expect(await page.getByTestId('how-computed').textContent()).toContain('UTC+00:00');
    expect(await page.getByText('Location Required').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Regression: 30 February said 'Birth date is required'.
  it('says 30 February is not a calendar date, in English and in Hindi', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/kundli`);
    await fillKundliForm(page, {
      day: '30',
      month: 'February',
      year: '1990',
      hour: '10',
      minute: '30',
    });
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page
      .getByText('Birth date is not a calendar date: February 1990 has 28 days', { exact: true })
      .waitFor();
    expect(await page.getByText('Birth date is required').count()).toBe(0);
    expect(await page.getByLabel('Day', { exact: true }).inputValue()).toBe('30');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `${SCREENSHOT_DIR}kundli-not-a-calendar-date.png` });

    await page.goto(`${baseUrl}/hindi/kundli?date=2023-02-29`);
    await page.getByRole('button', { name: 'कुंडली बनाएँ' }).click();
    await page.getByText('जन्म तिथि कैलेंडर की कोई तिथि नहीं है: फ़रवरी 2023 में 28 दिन हैं').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe('2023-02-29');
    expect(problems).toEqual([]);
    await context.close();
  });

  // Regressions: a 'Location Required' toast stayed over the result, and after submitting the
  // result's heading and its Print / Copy-link buttons were above the visible area.
  it('on a phone, a valid submit clears the earlier error toast and shows the result, heading focused', async () => {
    const viewport = { width: 390, height: 844 };
    const { page, context, problems } = await openWatchedPage(browser(), { viewport });
    await page.goto(`${baseUrl}/kundli`);
    await fillKundliForm(page, { day: '20', month: 'May', year: '1990', hour: '10', minute: '30' });
    const field = page.getByRole('combobox', { name: 'Birth place' });
    await field.fill('Somewhere');
    const submit = page.getByRole('button', { name: 'Generate Kundli' });
    await submit.click();
    const locationToast = page.getByTestId('toast').filter({ hasText: 'Location Required' });
    await locationToast.waitFor();

    await field.fill('');
    await field.pressSequentially('New Delhi');
    const first = page
      .getByRole('listbox', { name: 'Suggested places' })
      .getByRole('option')
      .first();
    await expect.poll(() => first.textContent()).toContain('New Delhi');
    await field.press('ArrowDown');
    await field.press('Enter');
    await submit.click();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.waitForURL(/\/kundli\?/);

    const heading = page.getByRole('heading', { level: 1, name: METADATA.en.pages.kundli.heading });
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    // Below the sticky site header, within the screen.
    const headerBottom = (await page.locator('header').first().boundingBox())?.height ?? 0;
    const inView = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= headerBottom - 1 && box.y + box.height <= viewport.height;
    };
    await expect.poll(() => inView(heading)).toBe(true);
    expect(await inView(page.getByRole('button', { name: 'Print' }))).toBe(true);
    expect(await inView(page.getByRole('button', { name: 'Copy link to this chart' }))).toBe(true);
    await expect.poll(() => locationToast.count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}kundli-result-phone.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is filled as a user would, and shows all three chart styles, a divisional chart and the dasha', async () => {
    const { page, context, problems } = await openWatchedPage(browser(), {
      viewport: { width: 1280, height: 1000 },
    });
    await page.goto(`${baseUrl}/kundli`);
    await fillKundliForm(page, { day: '20', month: 'May', year: '1990', hour: '10', minute: '30' });
    const field = page.getByRole('combobox', { name: 'Birth place' });
    await field.pressSequentially('New Delhi');
    const first = page
      .getByRole('listbox', { name: 'Suggested places' })
      .getByRole('option')
      .first();
    await expect.poll(() => first.textContent()).toContain('New Delhi');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect.poll(() => field.inputValue()).toContain('New Delhi');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.waitForURL(/\/kundli\?/);
    expect(new URL(page.url()).searchParams.get('date')).toBe('1990-05-20');
    expect(new URL(page.url()).searchParams.get('time')).toBe('10:30');

    const north = chartNamed(page, /^North Indian chart: D1 Rasi/);
    await north.waitFor();
    expect(await page.getByTestId('summary-lagna').textContent()).toContain('Cancer');
    // Degrees on keyboard focus: Venus, exalted in Pisces, the 9th house from a Cancer lagna.
    await north.locator('text[aria-label^="Venus:"]').focus();
    await expect
      .poll(() => page.getByTestId('chart-detail').textContent())
      .toMatch(/^Venus: \d+°\d\d′ Pisces, house 9, /);
    // Saturn is retrograde in Capricorn, house 7: the hover shows it too.
    await north.locator('text', { hasText: /^Sa/ }).hover();
    await expect
      .poll(() => page.getByTestId('chart-detail').textContent())
      .toMatch(/^Saturn \(retrograde\): \d+°\d\d′ Capricorn, house 7, /);
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await north.screenshot({ path: `${SCREENSHOT_DIR}kundli-north-indian.png` });
    await page.screenshot({ path: `${SCREENSHOT_DIR}kundli-page.png`, fullPage: true });

    await page.getByRole('button', { name: 'South Indian' }).click();
    const south = chartNamed(page, /^South Indian chart: D1 Rasi/);
    await south.waitFor();
    await south.screenshot({ path: `${SCREENSHOT_DIR}kundli-south-indian.png` });

    await page.getByRole('button', { name: 'East Indian' }).click();
    const east = chartNamed(page, /^East Indian chart: D1 Rasi/);
    await east.waitFor();
    await east.screenshot({ path: `${SCREENSHOT_DIR}kundli-east-indian.png` });
    expect(new URL(page.url()).searchParams.get('chart')).toBe('east');

    await page.getByLabel('Divisional chart').selectOption('D9');
    const navamsa = chartNamed(page, /^East Indian chart: D9 Navamsha/);
    await navamsa.waitFor();
    const description = await navamsa.locator('desc').textContent();
    expect(description).toMatch(/^Ascendant in Scorpio\. House 1, Scorpio: /);
    expect(new URL(page.url()).searchParams.get('varga')).toBe('D9');
    await navamsa.screenshot({ path: `${SCREENSHOT_DIR}kundli-east-indian-d9.png` });

    const tree = page.getByTestId('dasha-tree');
    const firstMaha = tree.locator(':scope > li > button').first();
    expect(await firstMaha.getAttribute('aria-expanded')).toBe('false');
    await firstMaha.click();
    expect(await firstMaha.getAttribute('aria-expanded')).toBe('true');
    const antardashas = tree.locator(':scope > li').first().locator('ul > li');
    expect(await antardashas.count()).toBe(9);
    // An antardasha's pratyantardashas are fetched when it is opened.
    const firstAntar = antardashas.first().locator(':scope > button');
    await firstAntar.click();
    expect(await firstAntar.getAttribute('aria-expanded')).toBe('true');
    const pratyantars = antardashas.first().locator('ul > li');
    await pratyantars.nth(8).waitFor();
    expect(await pratyantars.count()).toBe(9);
    expect(await pratyantars.first().textContent()).toContain('Pratyantar dasha');
    expect(await tree.locator('li[aria-current="true"]').count()).toBeGreaterThanOrEqual(2);
    await tree.screenshot({ path: `${SCREENSHOT_DIR}kundli-dasha.png` });

    // Mars in the 8th from the Cancer lagna, cancelled by Jupiter's 9th-house aspect.
    const doshas = page.getByTestId('doshas');
    expect(await doshas.textContent()).toContain(
      'Mangal dosha is present (Mars in house 8 from the lagna, 12 from the Moon, 12 from Venus) but cancelled within the chart.',
    );
    expect(await doshas.textContent()).toContain('Jupiter aspects Mars (its 9th-house aspect).');

    // Sade sati counted from the Pisces Moon: from Saturn's entry into Aquarius to its exit from Aries.
    const sadeSati = page.getByRole('row', { name: /^Sade sati/ }).filter({ hasText: '2030' });
    await sadeSati.waitFor();
    expect(await sadeSati.textContent()).toContain('29 Apr 2022');
    expect(await sadeSati.textContent()).toContain('17 Apr 2030');

    const computed = page.getByTestId('how-computed');
    expect(await computed.textContent()).toContain('Asia/Kolkata, found from the coordinates');
    expect(await computed.textContent()).toContain('UTC+05:30');
    await expect.poll(() => computed.textContent()).toMatch(/23°4\d′/);
    await page.getByLabel('Ayanamsa', { exact: true }).selectOption('tropical');
    await expect.poll(() => computed.textContent()).toContain('0°00′00″');
    expect(await computed.textContent()).toContain('Tropical (sayana)');
    expect(new URL(page.url()).searchParams.get('ayanamsa')).toBe('tropical');

    // The link reproduces the same chart, view options included.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await chartNamed(shared, /^East Indian chart: D9 Navamsha/).waitFor();
    expect(await shared.getByTestId('how-computed').textContent()).toContain('0°00′00″');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the kundli sub-pages', () => {
  it('show their part of the chart from the same query', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/kundli/dasha?${DELHI_QUERY}`);
    await page.getByTestId('dasha-tree').waitFor();
    expect(await page.getByRole('img', { name: /Indian chart/ }).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);

    await page.goto(`${baseUrl}/kundli/planetary?${DELHI_QUERY}`);
    const venus = page.getByRole('row', { name: /^Venus/ });
    await venus.waitFor();
    expect(await venus.textContent()).toContain('Exalted');

    await page.goto(`${baseUrl}/kundli/south-indian?${DELHI_QUERY}`);
    await chartNamed(page, /^South Indian chart/).waitFor();
    expect(await page.getByRole('button', { name: 'North Indian' }).count()).toBe(0);

    await page.goto(`${baseUrl}/chart-test?${DELHI_QUERY}`);
    await chartNamed(page, /^East Indian chart/)
      .last()
      .waitFor();
    expect(await page.getByRole('img', { name: /Indian chart: D1/ }).count()).toBe(3);
    expect(await page.getByRole('button', { name: 'North Indian' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}chart-test.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('abbreviates the planets in the page language', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/kundli/north-indian?${DELHI_QUERY}`);
    const chart = chartNamed(page, /^उत्तर भारतीय चार्ट/);
    await chart.waitFor();
    expect(await chart.locator('text[aria-label^="शुक्र"]').textContent()).toBe('शु');
    expect(await page.getByTestId('summary-lagna').count()).toBe(0);
    await chart.screenshot({ path: `${SCREENSHOT_DIR}kundli-north-indian-hindi.png` });
    await page.goto(`${baseUrl}/tamil/kundli/lagna-rasi?${DELHI_QUERY}`);
    await page.getByTestId('summary-lagna').waitFor();
    expect(await page.getByTestId('summary-lagna').textContent()).toContain('கடகம்');
    await page.goto(`${baseUrl}/tamil/kundli/south-indian?${DELHI_QUERY}`);
    const tamil = chartNamed(page, /^தென் இந்திய கட்டம்/);
    await tamil.waitFor();
    expect(await tamil.locator('text[aria-label^="சுக்கிரன்"]').textContent()).toBe('சுக்');
    await tamil.screenshot({ path: `${SCREENSHOT_DIR}kundli-south-indian-tamil.png` });
    await page.goto(`${baseUrl}/telugu/kundli?${DELHI_QUERY}&chart=east`);
    const telugu = chartNamed(page, /^తూర్పు భారత చక్రం/);
    await telugu.waitFor();
    await telugu.screenshot({ path: `${SCREENSHOT_DIR}kundli-east-indian-telugu.png` });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('/hindi-kundli, a page named after its language', () => {
  it('is in Hindi without a prefix: html lang, title, form labels and the chart, from any prefix', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const response = await page.goto(`${baseUrl}/hindi-kundli`);
    expect(response?.status()).toBe(200);
    await page.getByLabel('पूरा नाम').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.title()).toBe(
      `${METADATA.hi.pages.hindiKundli.title} | ${METADATA.hi.site.siteName}`,
    );
    expect(await page.getByLabel('Full name').count()).toBe(0);
    await page.getByLabel('महिला').waitFor();
    await page.getByLabel('दिन', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}hindi-kundli-form.png`, fullPage: true });

    await page.goto(`${baseUrl}/tamil/hindi-kundli?${DELHI_QUERY}`);
    expect(new URL(page.url()).pathname).toBe('/hindi-kundli');
    await page.getByText('Asha Verma की कुंडली').waitFor();
    await page.getByRole('heading', { name: 'लग्न, राशि और नक्षत्र' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await page.screenshot({ path: `${SCREENSHOT_DIR}hindi-kundli-result.png` });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the kundli form for a signed-in user', () => {
  it('fills itself from a saved birth profile and computes that chart', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await signInWithProfiles(baseUrl, context, [
      {
        name: 'Asha Verma',
        relation: 'family',
        gender: 'female',
        birthDate: '1990-05-20',
        birthTime: '10:30',
        birthPlace: 'Delhi, India',
        latitude: 28.6139,
        longitude: 77.209,
      },
    ]);
    await page.goto(`${baseUrl}/kundli`);
    await page
      .getByLabel('Fill from a saved profile')
      .selectOption({ label: 'Asha Verma · 1990-05-20' });
    expect(await page.getByLabel('Full name').inputValue()).toBe('Asha Verma');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.waitForURL(/\/kundli\?/);
    expect(new URL(page.url()).searchParams.get('time')).toBe('10:30');
    await chartNamed(page, /^North Indian chart: D1 Rasi/).waitFor();
    expect(await page.getByTestId('summary-lagna').textContent()).toContain('Cancer');
    expect(problems).toEqual([]);
    await context.close();
  });
});

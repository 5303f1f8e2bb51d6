import { METADATA } from '@jyotish/contract';
import { describe, expect, inject, it } from 'vitest';
import { type FormBirth, fillKundliForm } from './birth-form.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** The birth these tests type in; the place is what they are about. */
const APRIL_1990: FormBirth = { day: '15', month: 'April', year: '1990', hour: '6', minute: '30' };

describe('the birth-place field on /birth-details', () => {
  it('finds Varanasi by a former name, is chosen with the keyboard and keeps its coordinates', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/birth-details`);
    await page
      .getByRole('heading', { level: 1, name: METADATA.en.pages.birthDetails.heading })
      .waitFor();
    await fillKundliForm(page, APRIL_1990);

    const field = page.getByRole('combobox', { name: 'Birth place' });
    await field.pressSequentially('benar');
    const listbox = page.getByRole('listbox', { name: 'Suggested places' });
    const first = listbox.getByRole('option').first();
    // Suggestions of a shorter prefix may show while the last one loads: wait for the answer.
    await expect.poll(() => first.textContent()).toContain('Varanasi, Uttar Pradesh, India');
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    const maxHeight = await listbox.evaluate((element) => getComputedStyle(element).maxHeight);
    expect(maxHeight).toBe('240px');
    await page.screenshot({ path: `${SCREENSHOT_DIR}place-suggestions.png` });

    await field.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await field.press('Enter');

    await expect.poll(() => field.inputValue()).toBe('Varanasi, Uttar Pradesh, India');
    await listbox.waitFor({ state: 'hidden' });
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    const coordinates = page.getByTestId('place-coordinates');
    const chosen = '25.3167° N, 83.0104° E · time zone Asia/Kolkata';
    expect(await coordinates.textContent()).toBe(chosen);
    // Past the debounce and the blur delay, no late lookup may change what was chosen.
    await page.waitForTimeout(1000);
    expect(await coordinates.textContent()).toBe(chosen);
    expect(await field.inputValue()).toBe('Varanasi, Uttar Pradesh, India');

    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.waitForURL(/\/kundli\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      name: 'Asha Verma',
      date: '1990-04-15',
      time: '06:30',
      location: 'Varanasi, Uttar Pradesh, India',
      gender: 'female',
      latitude: '25.31668',
      longitude: '83.01041',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when nothing matches, closes on Escape and hides after blur', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/birth-details`);
    const field = page.getByRole('combobox', { name: 'Birth place' });
    await field.pressSequentially('qxzqxz');
    await page.getByText('No locations found. Try a different search term.').waitFor();

    await field.fill('');
    await field.pressSequentially('Hyderabad');
    // The place suggestions only, not the options of the date and time dropdowns.
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.first().textContent()).toContain('Hyderabad, Telangana, India');
    expect(await options.nth(1).textContent()).toContain('Hyderabad, Sindh, Pakistan');
    await field.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    await field.press('ArrowDown');
    await options.first().waitFor();
    await page.getByLabel('Full name').focus();
    // Still listed right after blur (a click on a suggestion lands), gone ~300 ms later.
    expect(await options.count()).toBeGreaterThan(0);
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks for a place from the suggestions when none was picked', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/birth-details`);
    await fillKundliForm(page, APRIL_1990);
    await page.getByRole('combobox', { name: 'Birth place' }).fill('Somewhere');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.getByText('Please select your birth place from the suggestions').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/birth-details');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps coordinates typed by hand and looks up only their time zone', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/birth-details`);
    await fillKundliForm(page, APRIL_1990);
    await page.getByRole('button', { name: 'Enter coordinates instead' }).click();
    const latitude = page.getByLabel(/^Latitude/);
    const longitude = page.getByLabel(/^Longitude/);
    await latitude.fill('27.7172');
    await longitude.fill('85.324');
    const coordinates = page.getByTestId('place-coordinates');
    await expect
      .poll(() => coordinates.textContent())
      .toBe('27.7172° N, 85.3240° E · time zone Asia/Kathmandu');
    await page.getByRole('combobox', { name: 'Birth place' }).fill('Kathmandu, my village');
    await page.waitForTimeout(800);
    expect(await latitude.inputValue()).toBe('27.7172');
    expect(await longitude.inputValue()).toBe('85.324');
    expect(await page.getByRole('listbox').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await page.waitForURL(/\/kundli\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('location')).toBe('Kathmandu, my village');
    expect(query.get('latitude')).toBe('27.7172');
    expect(query.get('longitude')).toBe('85.324');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds a place by its Devanagari name on the Hindi page', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/birth-details`);
    const field = page.getByRole('combobox', { name: 'जन्म स्थान' });
    await field.pressSequentially('वाराणसी');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('Varanasi, Uttar Pradesh, India');
    await page.screenshot({ path: `${SCREENSHOT_DIR}place-suggestions-hindi.png` });
    await field.fill('');
    await field.pressSequentially('qxzqxz');
    await page.getByText('कोई स्थान नहीं मिला। कोई दूसरा शब्द लिखकर खोजें।').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

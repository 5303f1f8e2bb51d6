import type { Page } from 'playwright-core';

/**
 * The birth of the server's kundli tests, as the kundli query: Delhi, 20 May 1990, 10:30 —
 * lagna Cancer (D9 lagna Scorpio), Moon in Pisces in Uttara Bhadrapada pada 1 (lord Saturn).
 */
export const DELHI_QUERY =
  'name=Asha+Verma&date=1990-05-20&time=10%3A30&location=Delhi%2C+India&gender=female&latitude=28.6139&longitude=77.209';

/** A birth as the English kundli form's dropdowns take it. */
export interface FormBirth {
  readonly day: string;
  readonly month: string;
  readonly year: string;
  readonly hour: string;
  readonly minute: string;
}

/** Fills the English kundli form, all but the place, for Asha Verma as a user would. */
export async function fillKundliForm(page: Page, birth: FormBirth): Promise<void> {
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Female').check();
  await page.getByLabel('Day', { exact: true }).selectOption(birth.day);
  await page.getByLabel('Month', { exact: true }).selectOption({ label: birth.month });
  await page.getByLabel('Year', { exact: true }).selectOption(birth.year);
  await page.getByLabel('Hour', { exact: true }).selectOption(birth.hour);
  await page.getByLabel('Minute', { exact: true }).selectOption(birth.minute);
}

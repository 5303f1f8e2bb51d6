import { METADATA } from '@jyotish/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';
import { signInWithProfiles } from './signed-in-user.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

interface Birth {
  readonly name: string;
  readonly day: string;
  readonly month: string;
  readonly year: string;
  readonly hour: string;
  readonly minute: string;
}

/** The pair of the server's matching test: worked by hand to 15.5 of 36. */
const BOY: Birth = {
  name: 'Ravi',
  day: '20',
  month: 'May',
  year: '1990',
  hour: '10',
  minute: '30',
};
const GIRL: Birth = {
  name: 'Asha',
  day: '3',
  month: 'November',
  year: '1992',
  hour: '06',
  minute: '15',
};

const partner = (page: Page, legend: string) => page.getByRole('group', { name: legend });

async function fillBirth(group: Locator, label: string, birth: Birth): Promise<void> {
  await group.getByLabel(`${label}’s name`).fill(birth.name);
  await group.getByLabel('Day', { exact: true }).selectOption(birth.day);
  await group.getByLabel('Month', { exact: true }).selectOption({ label: birth.month });
  await group.getByLabel('Year', { exact: true }).selectOption(birth.year);
  await group.getByLabel('Hour', { exact: true }).selectOption({ label: birth.hour });
  await group.getByLabel('Minute', { exact: true }).selectOption({ label: birth.minute });
}

async function choosePlace(page: Page, group: Locator, label: string, search: string) {
  const field = group.getByRole('combobox', { name: `${label}’s birth place` });
  await field.pressSequentially(search);
  const first = page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option').first();
  await expect.poll(() => first.textContent()).toContain(search);
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect.poll(() => field.inputValue()).toContain(search);
}

describe('the matching form on /kundli-matching', () => {
  it('shows the SPEC §5 message under each field and asks for both places from the suggestions', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/kundli-matching`);
    await page
      .getByRole('heading', { level: 1, name: METADATA.en.pages.kundliMatching.heading })
      .waitFor();
    await page.getByRole('button', { name: 'Match Kundli' }).click();
    for (const who of ['Boy', 'Girl']) {
      for (const message of [
        `${who}'s name is required`,
        `${who}'s birth date is required`,
        `${who}'s birth time is required`,
        `${who}'s birth place is required`,
      ]) {
        await page.getByText(message, { exact: true }).waitFor();
      }
    }
    const boy = partner(page, 'Boy’s details');
    expect(await boy.getByLabel('Boy’s name').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOT_DIR}matching-form-errors.png`, fullPage: true });

    await fillBirth(boy, 'Boy', BOY);
    await fillBirth(partner(page, 'Girl’s details'), 'Girl', GIRL);
    await choosePlace(page, boy, 'Boy', 'New Delhi');
    await partner(page, 'Girl’s details')
      .getByRole('combobox', { name: 'Girl’s birth place' })
      .fill('Somewhere');
    await page.getByRole('button', { name: 'Match Kundli' }).click();
    await page.getByText('Locations Required').first().waitFor();
    await page.getByText('Please select birth places for both partners').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByText("Boy's name is required").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is filled as a user would and shows the total out of 36, the eight kootas and both charts', async () => {
    const { page, context, problems } = await openWatchedPage(browser(), {
      viewport: { width: 1280, height: 1000 },
    });
    await page.goto(`${baseUrl}/kundli-matching`);
    const boy = partner(page, 'Boy’s details');
    const girl = partner(page, 'Girl’s details');
    await fillBirth(boy, 'Boy', BOY);
    await choosePlace(page, boy, 'Boy', 'New Delhi');
    await fillBirth(girl, 'Girl', GIRL);
    await choosePlace(page, girl, 'Girl', 'Chennai');
    await page.getByRole('button', { name: 'Match Kundli' }).click();
    await page.waitForURL(/\/kundli-matching\?/);
    const link = new URL(page.url()).searchParams;
    expect(link.get('boyBirthDate')).toBe('1990-05-20');
    expect(link.get('girlBirthTime')).toBe('06:15');

    await page.getByRole('img', { name: '15.5 of 36 points' }).waitFor();
    expect(await page.getByTestId('matching-total').textContent()).toBe('15.5');
    expect(await page.getByTestId('matching-verdict').textContent()).toBe(
      'Fewer than 18 of 36 points: the texts do not recommend this match.',
    );
    const rows = page.getByTestId('kootas').locator('tbody tr');
    expect(await rows.count()).toBe(8);
    expect(await rows.locator('th').allTextContents()).toEqual([
      'Varna',
      'Vashya',
      'Tara',
      'Yoni',
      'Graha Maitri',
      'Gana',
      'Bhakoot',
      'Nadi',
    ]);
    const tara = page.getByRole('row', { name: /^Tara/ });
    expect(await tara.textContent()).toContain('1.5 of 3');
    expect(await tara.textContent()).toContain(
      "One of the two taras is unfavourable (Kshema from the girl's nakshatra, Vadha from the boy's).",
    );
    expect(await page.getByRole('row', { name: /^Bhakoot/ }).textContent()).toContain('7 of 7');
    expect(await page.getByTestId('manglik').locator('li').first().textContent()).toContain(
      'Boy: Ravi',
    );
    await page
      .getByRole('img', { name: /^North Indian chart: D1 Rasi/ })
      .nth(1)
      .waitFor();
    expect(await page.getByRole('img', { name: /^North Indian chart: D1 Rasi/ }).count()).toBe(2);
    await page.screenshot({ path: `${SCREENSHOT_DIR}matching-result.png`, fullPage: true });

    // The link reproduces the same report, here under its other name and in Hindi.
    const shared = await context.newPage();
    await shared.goto(`${baseUrl}/hindi/match-making?${link}`);
    await shared.getByRole('img', { name: '36 में से 15.5 गुण' }).waitFor();
    expect(await shared.getByTestId('kootas').locator('tbody th').first().textContent()).toBe(
      'वर्ण',
    );
    await shared.screenshot({ path: `${SCREENSHOT_DIR}matching-result-hindi.png`, fullPage: true });
    await shared.goto(`${baseUrl}/tamil/kundli-matching?${link}`);
    await shared.getByRole('img', { name: '36 இல் 15.5 புள்ளிகள்' }).waitFor();
    expect(await shared.getByTestId('kootas').locator('tbody th').first().textContent()).toBe(
      'வர்ணம்',
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the matching form for a signed-in user', () => {
  it('fills each partner from a saved birth profile and matches them', async () => {
    const { page, context, problems } = await openWatchedPage(browser(), {
      viewport: { width: 1280, height: 1000 },
    });
    await signInWithProfiles(baseUrl, context, [
      {
        name: 'Ravi',
        relation: 'self',
        gender: 'male',
        birthDate: '1990-05-20',
        birthTime: '10:30',
        birthPlace: 'New Delhi, Delhi, India',
        latitude: 28.6358,
        longitude: 77.2245,
      },
      {
        name: 'Asha',
        relation: 'family',
        gender: 'female',
        birthDate: '1992-11-03',
        birthTime: '06:15',
        birthPlace: 'Chennai, Tamil Nadu, India',
        latitude: 13.0878,
        longitude: 80.2785,
      },
    ]);
    await page.goto(`${baseUrl}/telugu/kundli-matching`);
    const boy = partner(page, 'వరుడి వివరాలు');
    const girl = partner(page, 'వధువు వివరాలు');
    await boy.getByLabel('సేవ్ చేసిన ప్రొఫైల్ నుండి నింపండి').selectOption({ label: 'Ravi · 1990-05-20' });
    await girl.getByLabel('సేవ్ చేసిన ప్రొఫైల్ నుండి నింపండి').selectOption({ label: 'Asha · 1992-11-03' });
    expect(await girl.getByRole('combobox', { name: 'వధువు జన్మ స్థలం' }).inputValue()).toBe(
      'Chennai, Tamil Nadu, India',
    );
    await page.getByRole('button', { name: 'జాతకాలు సరిపోల్చండి' }).click();
    await page.waitForURL(/\/telugu\/kundli-matching\?/);
    const link = new URL(page.url()).searchParams;
    expect(link.get('girlName')).toBe('Asha');
    expect(link.get('boyBirthTime')).toBe('10:30');
    await page.getByTestId('matching-total').waitFor();
    expect(await page.getByTestId('matching-total').textContent()).toBe('15.5');
    expect(problems).toEqual([]);
    await context.close();
  });
});

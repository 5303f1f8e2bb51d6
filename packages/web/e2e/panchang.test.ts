import { METADATA, MuhuratResponseSchema, PanchangResponseSchema } from '@jyotish/contract';
import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

async function apiPanchang(query: string) {
  const response = await fetch(`${baseUrl}/api/panchang?${query}`);
  return PanchangResponseSchema.parse(await response.json()).data;
}

const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

describe('the panchang pages', () => {
  it('show a day, then another date and place chosen in the form, with the link following', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/panchang?date=2025-11-22`);
    await page
      .getByRole('heading', { level: 1, name: METADATA.en.pages.panchang.heading })
      .waitFor();
    // drikpanchang.com, New Delhi, 22/11/2025: Shukla Dwitiya, Jyeshtha, Rahu kalam 09:28–10:48.
    await expect
      .poll(() => page.getByTestId('panchang-tithi').textContent())
      .toBe('Shukla Dwitiya');
    expect(await page.getByTestId('panchang-nakshatra').textContent()).toBe('Jyeshtha');
    expect(await page.getByTestId('panchang-rahu-kaal').textContent()).toContain(
      '9:28 am to 10:47 am',
    );
    expect(await page.getByTestId('panchang-limb-karana').textContent()).toContain('Gara');

    await page.getByTestId('almanac-when').fill('2025-11-05');
    const field = page.getByRole('combobox', { name: 'Place' });
    await field.fill('');
    await field.pressSequentially('Chennai');
    const first = page
      .getByRole('listbox', { name: 'Suggested places' })
      .getByRole('option')
      .first();
    await expect.poll(() => first.textContent()).toContain('Chennai');
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.getByTestId('almanac-show').click();
    await page.waitForURL(/date=2025-11-05.*place=Chennai/);
    const url = new URL(page.url());
    const lat = url.searchParams.get('lat');
    const lon = url.searchParams.get('lon');
    expect(Number(lat)).toBeCloseTo(13.08, 1);
    expect(Number(lon)).toBeCloseTo(80.27, 1);
    // Kartika Purnima rules the sunrise of 5 November 2025 in Chennai too.
    await expect
      .poll(() => page.getByTestId('panchang-tithi').textContent())
      .toBe('Shukla Purnima');
    expect(await page.getByTestId('panchang-date').textContent()).toBe(
      'Wednesday, 5 November 2025',
    );
    const answer = await apiPanchang(`date=2025-11-05&latitude=${lat}&longitude=${lon}`);
    const sunrise = new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(answer.sunrise ?? ''));
    expect(await page.getByTestId('panchang-sunrise').textContent()).toContain(sunrise);
    await page.screenshot({ path: `${SCREENSHOT_DIR}panchang-day.png`, fullPage: true });

    // A reload of the link reproduces the page; "Next day" keeps the place.
    await page.getByTestId('almanac-next').click();
    await page.waitForURL(/date=2025-11-06.*place=Chennai/);
    await expect
      .poll(() => page.getByTestId('panchang-tithi').textContent())
      .toBe('Krishna Pratipada');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('mark Purnima, Amavasya and Ekadashi on the month calendar and open a day from it', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/panchang/month?month=2025-11`);
    await page.getByTestId('month-grid').waitFor();
    expect(await page.getByTestId('month-title').textContent()).toBe('नवंबर 2025');
    const purnima = page.getByTestId('month-day-2025-11-05');
    expect(await purnima.getByTestId('month-mark').getAttribute('data-mark')).toBe('purnima');
    expect(await purnima.textContent()).toContain('पूर्णिमा');
    expect(
      await page
        .getByTestId('month-day-2025-11-20')
        .getByTestId('month-mark')
        .getAttribute('data-mark'),
    ).toBe('amavasya');
    expect(
      await page
        .getByTestId('month-day-2025-11-15')
        .getByTestId('month-mark')
        .getAttribute('data-mark'),
    ).toBe('ekadashi');
    expect(await page.locator('[data-testid^="month-day-"]').count()).toBe(30);
    await page.screenshot({ path: `${SCREENSHOT_DIR}panchang-month-hi.png`, fullPage: true });
    await purnima.click();
    await page.waitForURL(/\/hindi\/panchang\?date=2025-11-05/);
    await expect.poll(() => page.getByTestId('panchang-tithi').textContent()).toBe('शुक्ल पूर्णिमा');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('give Rahu kaal with its week, and eight day and eight night choghadiyas', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/rahu-kaal?date=2025-11-22`);
    await expect
      .poll(() => page.getByTestId('rahu-kaal-today').textContent())
      .toContain('9:28 am to 10:47 am');
    const week = page.getByTestId('rahu-kaal-week').locator('tbody tr');
    await expect.poll(() => week.count()).toBe(7);
    // Sunday 23 November: the eighth part of the day from 16:05.
    await expect.poll(() => week.nth(1).textContent()).toContain('Sunday, 23 November 2025');
    const sunday = await apiPanchang('date=2025-11-23&latitude=28.6139&longitude=77.209');
    const rahuStart = new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(sunday.inauspicious_timings?.rahu_kaal.start ?? ''));
    await expect.poll(() => week.nth(1).textContent()).toContain(rahuStart);

    // "Add to calendar" serves the daily Rahu kaal as an iCalendar file.
    const feed = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    expect(feed).toContain('/api/rahu-kaal.ics?latitude=28.6139&longitude=77.209');
    const ics = await fetch(feed ?? '');
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect((await ics.text()).match(/BEGIN:VEVENT/g)).toHaveLength(90);

    await page.goto(`${baseUrl}/choghadiya?date=2025-11-22`);
    await page.getByTestId('choghadiya-day').waitFor();
    expect(await page.getByTestId('choghadiya-day').locator('tbody tr').count()).toBe(8);
    expect(await page.getByTestId('choghadiya-night').locator('tbody tr').count()).toBe(8);
    expect(
      await page.getByTestId('choghadiya-day').locator('tbody tr').first().textContent(),
    ).toContain('Kaal');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('highlight the running hora when the date is today', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const today = PanchangResponseSchema.parse(
      await (await fetch(`${baseUrl}/api/panchang/today`)).json(),
    ).data;
    await page.goto(`${baseUrl}/hora-timings`);
    await page.getByTestId('hora-day').waitFor();
    // Today's 24 horas run from this sunrise to the next: one of them is running, unless the
    // test runs before New Delhi's sunrise (then the night of yesterday's list is).
    const now = Date.now();
    const running = (today.hora ?? []).filter(
      (hora) => Date.parse(hora.start) <= now && now < Date.parse(hora.end),
    );
    const highlighted = page.locator('tr[aria-current="time"]');
    await expect.poll(() => highlighted.count()).toBe(running.length);
    if (running[0]) expect(await highlighted.textContent()).toContain(capitalised(running[0].lord));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the festival calendar', () => {
  it('lists this year’s festivals in Hindi with Diwali on its day, and switches year', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/hindu-festivals?year=2025`);
    const major = page.getByTestId('festivals-major');
    await major.waitFor();
    const diwali = major.getByTestId('festival-diwali');
    expect(await diwali.getByTestId('festival-name').textContent()).toBe('दीपावली (लक्ष्मी पूजा)');
    expect(await diwali.textContent()).toContain('सोमवार, 20 अक्टूबर 2025');
    expect(await page.getByTestId('festivals-ekadashi').textContent()).toContain('निर्जला एकादशी');
    expect(await page.getByTestId('eclipses').textContent()).toContain('चंद्र ग्रहण');
    await page.screenshot({ path: `${SCREENSHOT_DIR}festivals-hi.png`, fullPage: true });

    await page.getByTestId('almanac-next').click();
    await page.waitForURL(/year=2026/);
    await expect
      .poll(() => page.getByTestId('festival-diwali').textContent())
      .toContain('8 नवंबर 2026');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('marks Diwali on the October 2025 month calendar', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/panchang/month?month=2025-10`);
    const cell = page.getByTestId('month-day-2025-10-20');
    await expect
      .poll(() => cell.getByTestId('month-festival').first().textContent())
      .toBe('Diwali (Lakshmi Puja)');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the muhurat finder', () => {
  it('searches marriage muhurat for a range and shows the API’s windows month by month', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/shubh-muhurat`);
    await page.getByRole('link', { name: 'Marriage' }).click();
    await page.waitForURL(/\/shubh-muhurat\/marriage/);
    await page.getByTestId('muhurat-from').fill('2025-11-01');
    await page.getByTestId('muhurat-to').fill('2025-11-30');
    await page.getByTestId('muhurat-search').click();
    await page.waitForURL(/from=2025-11-01&to=2025-11-30/);
    const api = MuhuratResponseSchema.parse(
      await (
        await fetch(
          `${baseUrl}/api/muhurat?purpose=marriage&from=2025-11-01&to=2025-11-30&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata`,
        )
      ).json(),
    ).data;
    const windows = page.getByTestId('muhurat-window');
    await expect.poll(() => windows.count()).toBe(api.windows.length);
    expect(await windows.first().textContent()).toContain('Monday, 3 November 2025');
    const clock = new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    expect(await windows.first().getByTestId('muhurat-window-time').textContent()).toBe(
      `${clock.format(new Date(api.windows[0]?.start ?? ''))} to ${clock.format(new Date(api.windows[0]?.end ?? ''))}`,
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}muhurat-marriage.png`, fullPage: true });

    // A range over 366 days is refused in the form, before any request.
    await page.getByTestId('muhurat-to').fill('2027-01-01');
    await page.getByTestId('muhurat-search').click();
    expect(await page.getByRole('alert').textContent()).toContain('at most 366 days');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the accuracy page', () => {
  it('shows each comparison with its largest error, linked from the panchang', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/panchang?date=2025-11-22`);
    await page.getByRole('link', { name: 'How accurate is this?' }).click();
    await page.waitForURL(/\/accuracy$/);
    expect(
      await page.getByTestId('accuracy-festivals').getByTestId('accuracy-summary').textContent(),
    ).toContain('66 cases. Largest difference: 0 days');
    expect(await page.getByTestId('accuracy-eclipses').textContent()).toContain('NASA');
    expect(await page.locator('[data-testid^="accuracy-"] h2').count()).toBe(4);
    await page.screenshot({ path: `${SCREENSHOT_DIR}accuracy.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});

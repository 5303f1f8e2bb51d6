import { ErrorResponseSchema, PanchangResponseSchema } from '@jyotish/contract';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const delhi = 'latitude=28.6139&longitude=77.209';

/** The feed read back by ical.js (Mozilla's parser), not by the library that wrote it. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  return { calendar, events };
}

describe('GET /api/rahu-kaal.ics', () => {
  it('gives New Delhi’s daily Rahu kaal, the same periods as the panchang', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/rahu-kaal.ics?${delhi}&from=2025-11-22&days=7`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rahu-kaal.ics"');
    const { calendar, events } = parseFeed(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Rahu kaal (28.61° N, 77.21° E)');
    expect(events).toHaveLength(7);
    expect(events[0]?.uid).toBe('rahu-kaal-2025-11-22-28.61N-77.21E@jyotish');
    expect(events[0]?.summary).toBe('Rahu kaal');
    const panchang = PanchangResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/panchang?date=2025-11-22&${delhi}` })).json(),
    ).data;
    const rahuKaal = panchang.inauspicious_timings?.rahu_kaal;
    // The feed is written to the second; the panchang's instants are too.
    expect(events[0]?.startDate.toJSDate().getTime()).toBe(Date.parse(rahuKaal?.start ?? ''));
    expect(events[0]?.endDate.toJSDate().getTime()).toBe(Date.parse(rahuKaal?.end ?? ''));
  });

  it('keeps every UID when the feed is fetched again in another language or from another day', async () => {
    const english = parseFeed(
      (
        await app.inject({
          method: 'GET',
          url: `/api/rahu-kaal.ics?${delhi}&from=2025-11-22&days=5`,
        })
      ).body,
    );
    const hindi = parseFeed(
      (
        await app.inject({
          method: 'GET',
          url: `/api/rahu-kaal.ics?${delhi}&from=2025-11-24&days=5&lang=hi`,
        })
      ).body,
    );
    expect(hindi.events[0]?.summary).toBe('राहुकाल');
    const uids = (feed: ReturnType<typeof parseFeed>) => feed.events.map((event) => event.uid);
    expect(uids(english).slice(2)).toEqual(uids(hindi).slice(0, 3));
  });

  it('accepts 366 days and refuses 367, naming days', async () => {
    const year = await app.inject({
      method: 'GET',
      url: `/api/rahu-kaal.ics?${delhi}&from=2025-01-01&days=366`,
    });
    expect(year.statusCode).toBe(200);
    expect(parseFeed(year.body).events).toHaveLength(366);
    const tooLong = await app.inject({
      method: 'GET',
      url: `/api/rahu-kaal.ics?${delhi}&days=367`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(tooLong.json()).message).toContain('days');
  });

  it.each([
    ['latitude=91&longitude=77', 'latitude'],
    ['latitude=28&longitude=181', 'longitude'],
    [`${delhi}&timezone=Mars/Olympus`, 'timezone'],
    [`${delhi}&from=2025-02-30`, 'from'],
  ])('refuses %s, naming %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/rahu-kaal.ics?${query}` });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain(field);
  });

  it('leaves out the days without sunrise at Tromsø', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/rahu-kaal.ics?latitude=69.65&longitude=18.96&from=2025-06-01&days=5',
    });
    expect(response.statusCode).toBe(200);
    expect(parseFeed(response.body).events).toEqual([]);
  });
});

describe('GET /api/festivals.ics', () => {
  it('gives the year’s festivals as all-day events and the eclipses as timed ones', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/festivals.ics?year=2025&${delhi}&lang=hi`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parseFeed(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'हिंदू त्योहार 2025 (अक्षांश 28.61° N, देशांतर 77.21° E)',
    );
    const diwali = events.find(
      (event) => event.uid === 'festival-diwali-2025-10-20-28.61N-77.21E@jyotish',
    );
    expect(diwali?.summary).toBe('दीपावली (लक्ष्मी पूजा)');
    expect(diwali?.startDate.isDate).toBe(true);
    expect(diwali?.startDate.toString()).toBe('2025-10-20');
    const eclipse = events.find((event) => event.uid.startsWith('eclipse-lunar-2025-09-07'));
    expect(eclipse?.summary).toBe('चंद्र ग्रहण (पूर्ण ग्रहण)');
    expect(eclipse?.startDate.isDate).toBe(false);
    // Every UID once: a calendar can tell the events apart.
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  });

  it('names the same events with the same UIDs in every language', async () => {
    const uids = async (lang: string) =>
      parseFeed(
        (
          await app.inject({
            method: 'GET',
            url: `/api/festivals.ics?year=2025&${delhi}&lang=${lang}`,
          })
        ).body,
      ).events.map((event) => event.uid);
    expect(await uids('ta')).toEqual(await uids('en'));
  });
});

import {
  HOROSCOPE_TEXTS,
  type Horoscope,
  HoroscopeListResponseSchema,
  HoroscopeResponseSchema,
  SIGN_SLUGS,
} from '@jyotish/contract';
import { bodyPosition, julianDayUt, planetTransitsOfYear } from '@jyotish/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/consultation-helper.js';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
});

async function horoscope(path: string): Promise<Horoscope> {
  const response = await app.inject({ method: 'GET', url: `/api/horoscopes/${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return HoroscopeResponseSchema.parse(response.json()).data;
}

async function all(path: string): Promise<Horoscope[]> {
  const response = await app.inject({ method: 'GET', url: `/api/horoscopes/${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return HoroscopeListResponseSchema.parse(response.json()).data;
}

const moonSignAt = (iso: string, shiftMs = 0) =>
  Math.floor(
    bodyPosition(julianDayUt(Date.parse(iso) + shiftMs), 'moon', 'lahiri', 'swiss').longitude / 30,
  ) + 1;

describe('daily horoscopes', () => {
  it("state the Moon's houses from the sign at the times the engine finds", async () => {
    for (const date of ['2026-03-10', '2025-11-22', '1947-08-15']) {
      for (const sign of ['aries', 'leo', 'pisces'] as const) {
        const reading = await horoscope(`daily/${sign}?date=${date}`);
        expect(reading.from).toBe(`${date}T00:00:00+05:30`);
        const moon = reading.facts.filter((fact) => fact.planet === 'moon');
        expect(moon.length).toBeGreaterThanOrEqual(1);
        const signNumber = SIGN_SLUGS.indexOf(sign) + 1;
        for (const fact of moon) {
          // The Moon is in the stated sign a minute after the span begins and a minute before it ends.
          expect(moonSignAt(fact.from ?? '', 60_000), `${date} ${sign}`).toBe(fact.sign);
          expect(moonSignAt(fact.to ?? '', -60_000), `${date} ${sign}`).toBe(fact.sign);
          expect(fact.house).toBe(((fact.sign - signNumber + 12) % 12) + 1);
        }
      }
    }
  });

  it('read differently for the twelve signs of a day and for one sign on consecutive days', async () => {
    const day = await all('daily?date=2026-03-10');
    expect(day.map((reading) => reading.sign)).toEqual([...SIGN_SLUGS]);
    expect(new Set(day.map((reading) => reading.text)).size).toBe(12);
    for (const angle of ['love', 'career', 'health', 'money'] as const)
      expect(new Set(day.map((reading) => reading.sections[angle])).size).toBe(12);
    const texts: string[] = [];
    for (let d = 1; d <= 10; d += 1) {
      const reading = await horoscope(`daily/cancer?date=2026-04-${String(d).padStart(2, '0')}`);
      texts.push(reading.text);
      if (d > 1) expect(reading.text).not.toBe(texts[d - 2]);
      expect(reading.sections.general).not.toBe('');
    }
  });

  it('are deterministic and come in four languages with no English left in the other three', async () => {
    const first = await horoscope('daily/virgo?date=2026-05-05&lang=hi');
    const again = await horoscope('daily/virgo?date=2026-05-05&lang=hi');
    expect(again).toEqual(first);
    for (const lang of ['hi', 'ta', 'te'] as const) {
      const reading = await horoscope(`daily/virgo?date=2026-05-05&lang=${lang}`);
      expect(reading.lang).toBe(lang);
      for (const text of [reading.text, ...Object.values(reading.sections), reading.lucky.color])
        expect(text, lang).not.toMatch(/[A-Za-z]/);
    }
    const english = await horoscope('daily/virgo?date=2026-05-05');
    expect(english.text).toMatch(/^The Moon (stays|moves)/);
  });

  it("agree with the day's panchang at New Delhi: the same tithi and nakshatra", async () => {
    const panchang = await app.inject({
      method: 'GET',
      url: '/api/panchang?date=2026-03-10&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata',
    });
    const { tithi, nakshatra } = panchang.json().data as {
      tithi: { name: string };
      nakshatra: { name: string };
    };
    const reading = await horoscope('daily/aries?date=2026-03-10');
    expect(reading.text).toContain(`${tithi.name}, with the Moon in ${nakshatra.name} nakshatra`);
  });

  it("read the lucky hour at the reader's place when given", async () => {
    const delhi = await horoscope('daily/capricorn?date=2026-03-10');
    const chennai = await horoscope(
      'daily/capricorn?date=2026-03-10&latitude=13.0827&longitude=80.2707',
    );
    expect(chennai.lucky.number).toBe(delhi.lucky.number);
    expect(chennai.lucky.time).not.toBe(delhi.lucky.time);
    const half = await app.inject({
      method: 'GET',
      url: '/api/horoscopes/daily/capricorn?latitude=13.08',
    });
    expect([half.statusCode, half.json().field]).toEqual([400, 'longitude']);
  });

  it('give a lucky number, colour and hour from one planet of the day', async () => {
    const reading = await horoscope('daily/taurus?date=2026-03-10');
    expect(reading.lucky.number).toBeGreaterThanOrEqual(1);
    expect(reading.lucky.time).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
    const colours = Object.entries(HOROSCOPE_TEXTS.en)
      .filter(([key]) => key.startsWith('color.'))
      .map(([, value]) => value);
    expect(colours).toContain(reading.lucky.color);
  });
});

describe('weekly, monthly and yearly horoscopes', () => {
  it("state the period's ingresses and stations as the engine finds them", async () => {
    const month = await horoscope('monthly/gemini?date=2026-03-15');
    expect(month.from).toBe('2026-03-01T00:00:00+05:30');
    expect(month.to).toBe('2026-04-01T00:00:00+05:30');
    const from = Date.parse(month.from);
    const to = Date.parse(month.to);
    const expected = planetTransitsOfYear(2026).filter(
      (t) => t.ms >= from && t.ms < to && ['sun', 'mercury', 'venus', 'mars'].includes(t.planet),
    );
    const events = month.facts.filter((fact) => fact.event);
    expect(events.map((e) => [e.planet, e.event, e.sign])).toEqual(
      expected.map((t) => [t.planet, t.kind, t.sign]),
    );
    const week = await horoscope('weekly/gemini?date=2026-03-12');
    expect(week.from).toBe('2026-03-09T00:00:00+05:30'); // the Monday
    expect(week.to).toBe('2026-03-16T00:00:00+05:30');
  });

  it("read sade sati and dhaiya from Saturn's sign in 2026 (Pisces, sidereal)", async () => {
    const year = await all('yearly?date=2026-06-01');
    const saturnHouse = (reading: Horoscope) =>
      reading.facts.find((fact) => fact.planet === 'saturn' && !fact.event)?.house;
    const bySign = Object.fromEntries(year.map((reading) => [reading.sign, reading]));
    expect(saturnHouse(bySign.pisces as Horoscope)).toBe(1);
    expect(bySign.pisces?.text).toContain(HOROSCOPE_TEXTS.en['sadeSati.peak']);
    expect(bySign.aries?.text).toContain(HOROSCOPE_TEXTS.en['sadeSati.rising']);
    expect(bySign.aquarius?.text).toContain(HOROSCOPE_TEXTS.en['sadeSati.setting']);
    expect(bySign.sagittarius?.text).toContain(HOROSCOPE_TEXTS.en['dhaiya.kantaka']);
    expect(bySign.leo?.text).toContain(HOROSCOPE_TEXTS.en['dhaiya.ashtama']);
    expect(bySign.taurus?.text).not.toMatch(/[Ss]ade sati|dhaiya/);
  });
});

describe("an administrator's own text", () => {
  it('replaces one sign of one day and language, audited, until removed', async () => {
    const admin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.adminEmail, password: ADMIN.adminPassword },
    });
    const token = admin.json().token as string;
    const sections = {
      general: 'Guru Purnima falls today: honour your teachers before anything else.',
      love: 'Share a sweet with the elders of the family.',
      career: 'Ask a mentor for one piece of advice and follow it.',
      health: 'Fast lightly if you can, and break it with fruit.',
      money: 'Give something, however small, to a place of learning.',
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/horoscopes/daily/virgo',
      headers: { authorization: `Bearer ${token}` },
      payload: { date: '2026-07-29', lang: 'en', sections },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reading = await horoscope('daily/virgo?date=2026-07-29');
    expect(reading.sections).toEqual(sections);
    expect(reading.text.endsWith(sections.general)).toBe(true);
    expect(reading.text).toMatch(/^The Moon (stays|moves)/); // the facts stay the computed ones
    expect((await horoscope('daily/virgo?date=2026-07-29&lang=hi')).sections).not.toEqual(sections);
    expect((await horoscope('daily/virgo?date=2026-07-30')).sections).not.toEqual(sections);
    expect((await horoscope('daily/libra?date=2026-07-29')).sections).not.toEqual(sections);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/horoscopes/daily/virgo',
      payload: { date: '2026-07-29', lang: 'en', sections },
    });
    expect(refused.statusCode).toBe(401);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/admin/horoscopes/daily/virgo?date=2026-07-29&lang=en',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect((await horoscope('daily/virgo?date=2026-07-29')).sections).not.toEqual(sections);
    const audit = await app.db
      .selectFrom('audit_event')
      .select('action')
      .where('target', '=', 'daily/virgo/2026-07-29/en')
      .execute();
    expect(audit.map((event) => event.action).sort()).toEqual([
      'horoscope.override',
      'horoscope.override_remove',
    ]);
  });
});

describe('bad requests', () => {
  it.each([
    ['fortnightly/aries', 'period'],
    ['daily/ophiuchus', 'sign'],
    ['daily/aries?date=2400-01-01', 'date'],
    ['daily/aries?date=2026-02-30', 'date'],
    ['daily/aries?lang=fr', 'lang'],
    ['hourly', 'period'],
  ])('%s → 400 naming %s', async (path, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/horoscopes/${path}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});

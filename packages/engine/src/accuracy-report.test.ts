import { readFileSync, writeFileSync } from 'node:fs';
import { AstroTime, Body, Ecliptic, GeoVector } from 'astronomy-engine';
import sweph from 'sweph';
import { describe, expect, it } from 'vitest';
import { eclipsesOfYear } from './eclipses.js';
import { bodyPosition, type EphemerisBody, julianDayUt } from './ephemeris.js';
import { festivalsOfYear } from './festivals.js';
import type { FestivalId } from './ids.js';
import { computePanchang } from './panchang.js';
import { localTimeToUtc } from './time-zone.js';

// The /accuracy page's figures, computed here from the same reference files the engine's tests
// compare with (reference/*.json), and written to the web app with UPDATE_GENERATED=1. Without
// it this test fails when the committed report differs from what the engine computes now, so
// the page can never show a figure the tests do not.

const REPORT = new URL('../../web/src/features/accuracy/accuracy-report.gen.json', import.meta.url);
const read = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../reference/${name}`, import.meta.url), 'utf8')) as T;

/**
 * One comparison. The page names it in its language from `subject` (a field of the day, a
 * festival id, an eclipse kind, a planet id), `detail` (an eclipse's type) and `date`.
 */
interface Case {
  readonly subject: string;
  readonly detail?: string;
  readonly date: string;
  readonly reference: string;
  readonly ours: string;
  /** Absolute difference in the section's unit, rounded for display. */
  readonly error: number;
}
interface Section {
  readonly id: 'drik-panchang' | 'festivals' | 'eclipses' | 'ephemeris';
  readonly urls: readonly string[];
  readonly unit: 'minutes' | 'days' | 'seconds' | 'arcseconds';
  readonly tolerance: number;
  readonly cases: readonly Case[];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const istClock = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(11, 19);

function drikPanchangSection(): Section {
  interface Day {
    date: string;
    url: string;
    sunrise: string;
    sunset: string;
    tithi: { end: string };
    nakshatra: { end: string };
    yoga: { end: string };
  }
  const reference = read<{ days: Day[] }>('drikpanchang-new-delhi.json');
  const printed = (day: string, text: string) => {
    const [date, time] = text.includes('T') ? text.split('T') : [day, text];
    const [year = 0, month = 0, dayOfMonth = 0] = (date ?? '').split('-').map(Number);
    const [hour = 0, minute = 0] = (time ?? '').split(':').map(Number);
    return localTimeToUtc({ year, month, day: dayOfMonth, hour, minute, second: 0 }, 'Asia/Kolkata')
      .utcMs;
  };
  const cases: Case[] = [];
  for (const day of reference.days) {
    const [year = 0, month = 0, dayOfMonth = 0] = day.date.split('-').map(Number);
    const panchang = computePanchang({
      date: { year, month, day: dayOfMonth },
      latitude: 28.6139,
      longitude: 77.209,
      timeZone: 'Asia/Kolkata',
    });
    const fields: [string, number | null, string][] = [
      ['sunrise', panchang.sunriseMs, day.sunrise],
      ['sunset', panchang.sunsetMs, day.sunset],
      ['tithi-end', panchang.tithi.endMs, day.tithi.end],
      ['nakshatra-end', panchang.nakshatra.endMs, day.nakshatra.end],
      ['yoga-end', panchang.yoga.endMs, day.yoga.end],
    ];
    for (const [field, ours, theirs] of fields) {
      const theirsMs = printed(day.date, theirs);
      cases.push({
        subject: field,
        date: day.date,
        reference: theirs,
        ours: istClock(ours ?? 0),
        error: round(Math.abs((ours ?? 0) - theirsMs) / 60_000, 2),
      });
    }
  }
  return {
    id: 'drik-panchang',
    urls: reference.days.map((day) => day.url),
    unit: 'minutes',
    tolerance: 1.5,
    cases,
  };
}

function festivalSection(): Section {
  const reference = read<{
    festivals: { id: FestivalId; year: number; date: string; url: string }[];
  }>('festival-dates.json');
  const place = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
  const years = new Map<number, ReturnType<typeof festivalsOfYear>>();
  const cases = reference.festivals.map((entry) => {
    if (!years.has(entry.year)) years.set(entry.year, festivalsOfYear(entry.year, place));
    const ours = years.get(entry.year)?.find((day) => day.id === entry.id)?.date ?? '';
    return {
      subject: entry.id,
      date: entry.date,
      reference: entry.date,
      ours,
      error: Math.abs(Math.round((Date.parse(ours) - Date.parse(entry.date)) / 86_400_000)),
    };
  });
  return {
    id: 'festivals',
    urls: [...new Set(reference.festivals.map((entry) => entry.url.split('?')[0] ?? ''))],
    unit: 'days',
    tolerance: 0,
    cases,
  };
}

function eclipseSection(): Section {
  const reference = read<{
    solarUrl: string;
    lunarUrl: string;
    eclipses: { kind: string; type: string; greatestTd: string | null; deltaT: number }[];
  }>('nasa-eclipses.json');
  const place = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
  const ours = [2024, 2025, 2026, 2027].flatMap((year) => eclipsesOfYear(year, place));
  const cases: Case[] = [];
  reference.eclipses.forEach((entry, index) => {
    const eclipse = ours[index];
    if (!eclipse || entry.greatestTd === null) return;
    const greatestUt = Date.parse(entry.greatestTd) - entry.deltaT * 1000;
    cases.push({
      subject: entry.kind,
      detail: entry.type,
      date: entry.greatestTd.slice(0, 10),
      reference: new Date(greatestUt).toISOString().slice(11, 19),
      ours: new Date(eclipse.greatestMs).toISOString().slice(11, 19),
      error: round(Math.abs(eclipse.greatestMs - greatestUt) / 1000, 1),
    });
  });
  return {
    id: 'eclipses',
    urls: [reference.solarUrl, reference.lunarUrl],
    unit: 'seconds',
    tolerance: 30,
    cases,
  };
}

function ephemerisSection(): Section {
  const planets: [EphemerisBody, Body][] = [
    ['sun', Body.Sun],
    ['moon', Body.Moon],
    ['mercury', Body.Mercury],
    ['venus', Body.Venus],
    ['mars', Body.Mars],
    ['jupiter', Body.Jupiter],
    ['saturn', Body.Saturn],
  ];
  const cases: Case[] = [];
  for (let index = 0; index < 12; index += 1) {
    const terrestrial = julianDayUt(Date.UTC(1925 + index * 15, index % 12, 1 + index));
    const universal = terrestrial - sweph.deltat(terrestrial);
    const time = AstroTime.FromTerrestrialTime(terrestrial - 2451545.0);
    for (const [body, reference] of planets) {
      const ours = bodyPosition(universal, body, 'tropical', 'swiss').longitude;
      const theirs = Ecliptic(GeoVector(reference, time, true)).elon;
      const difference = Math.abs(((ours - theirs + 540) % 360) - 180);
      cases.push({
        subject: body,
        date: new Date((terrestrial - 2440587.5) * 86_400_000).toISOString().slice(0, 10),
        reference: `${theirs.toFixed(5)}°`,
        ours: `${ours.toFixed(5)}°`,
        error: round(difference * 3600, 2),
      });
    }
  }
  return {
    id: 'ephemeris',
    urls: ['https://github.com/cosinekitty/astronomy'],
    unit: 'arcseconds',
    tolerance: 60,
    cases,
  };
}

describe('the accuracy report the /accuracy page shows', () => {
  it('is the engine’s comparison with every reference, and within each tolerance', () => {
    const report = {
      sections: [drikPanchangSection(), festivalSection(), eclipseSection(), ephemerisSection()],
    };
    for (const section of report.sections) {
      const largest = Math.max(...section.cases.map((entry) => entry.error));
      console.info(
        `accuracy ${section.id}: ${section.cases.length} cases, largest ${largest} ${section.unit}`,
      );
      expect(largest, section.id).toBeLessThanOrEqual(section.tolerance);
    }
    const text = `${JSON.stringify(report, null, 1)}\n`;
    if (process.env.UPDATE_GENERATED) writeFileSync(REPORT, text);
    expect(readFileSync(REPORT, 'utf8'), 'run with UPDATE_GENERATED=1 to regenerate').toBe(text);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type FestivalDay, festivalsOfYear } from './festivals.js';
import type { FestivalId } from './ids.js';

interface Reference {
  place: { latitude: number; longitude: number; timezone: string };
  festivals: { id: FestivalId; year: number; date: string; url: string }[];
  ekadashis: { year: number; name: string; month: number; tithi: number; date: string }[];
}

const reference: Reference = JSON.parse(
  readFileSync(new URL('../reference/festival-dates.json', import.meta.url), 'utf8'),
);
const delhi = {
  latitude: reference.place.latitude,
  longitude: reference.place.longitude,
  timeZone: reference.place.timezone,
};
const years = new Map<number, FestivalDay[]>();
function yearAt(year: number): FestivalDay[] {
  let days = years.get(year);
  if (!days) {
    days = festivalsOfYear(year, delhi);
    years.set(year, days);
  }
  return days;
}
const dayDifference = (a: string, b: string) =>
  Math.round((Date.parse(a) - Date.parse(b)) / 86_400_000);

describe('festival dates at New Delhi against Drik Panchang and the Government of India lists', () => {
  it('gives every published date of 2024, 2025 and 2026 exactly', () => {
    let largest = { days: 0, id: '', year: 0 };
    const misses: string[] = [];
    for (const entry of reference.festivals) {
      const computed = yearAt(entry.year).filter((day) => day.id === entry.id);
      expect(computed, `${entry.id} ${entry.year}`).toHaveLength(1);
      const days = dayDifference(computed[0]?.date ?? '', entry.date);
      if (Math.abs(days) > Math.abs(largest.days))
        largest = { days, id: entry.id, year: entry.year };
      if (days !== 0)
        misses.push(`${entry.id} ${entry.year}: ${computed[0]?.date} for ${entry.date}`);
    }
    console.info(
      `festivals: ${reference.festivals.length} published dates, largest error ${largest.days} day(s)${largest.id ? ` (${largest.id} ${largest.year})` : ''}`,
    );
    expect(misses).toEqual([]);
  });

  it('gives the published Ekadashis on the day their tithi rules the sunrise', () => {
    for (const entry of reference.ekadashis) {
      const found = yearAt(entry.year).find(
        (day) =>
          day.id === 'ekadashi' &&
          day.lunarMonth === entry.month &&
          day.tithi === entry.tithi &&
          !day.adhika,
      );
      expect(found?.date, entry.name).toBe(entry.date);
    }
  });
});

describe('the rules for a tithi that spans two days or none', () => {
  const find = (year: number, id: FestivalId) => yearAt(year).find((day) => day.id === id);

  it('keeps Diwali 2025 on the day Amavasya holds the pradosh longer (20 October, not the 21st)', () => {
    const diwali = find(2025, 'diwali');
    expect(diwali?.date).toBe('2025-10-20');
    // Amavasya began at 15:44 IST on the 20th and ended at 17:54 on the 21st: it touched both
    // evenings, the first for the whole pradosh (Drik Panchang prints both to the minute).
    expect(Math.abs((diwali?.startMs ?? 0) - Date.parse('2025-10-20T15:44:00+05:30'))).toBeLessThan(
      90_000,
    );
    expect(Math.abs((diwali?.endMs ?? 0) - Date.parse('2025-10-21T17:54:00+05:30'))).toBeLessThan(
      90_000,
    );
  });

  it('decides Vasant Panchami 2025 by the forenoon, since its Panchami rules no sunrise', () => {
    expect(find(2025, 'vasant-panchami')?.date).toBe('2025-02-02');
  });

  it('keeps Ram Navami 2024 on the second day, which Navami holds through the whole madhyahna', () => {
    expect(find(2024, 'ram-navami')?.date).toBe('2024-04-17');
  });

  it('falls back to the sunrise for Karva Chauth 2025, whose Chaturthi rules neither moonrise', () => {
    expect(find(2025, 'karva-chauth')?.date).toBe('2025-10-10');
  });

  it('follows Holika Dahan by Holi the next day', () => {
    expect(find(2025, 'holi')?.date).toBe('2025-03-14');
    expect(find(2025, 'holika-dahan')?.date).toBe('2025-03-13');
  });

  it('names every Ekadashi, Purnima and Amavasya of the year once', () => {
    const days = yearAt(2025);
    // Two Ekadashis a lunar month, and 2025 holds 12.4 lunar months: 10 January to 30 December.
    const ekadashis = days.filter((day) => day.id === 'ekadashi');
    expect(ekadashis).toHaveLength(25);
    expect([ekadashis[0]?.date, ekadashis.at(-1)?.date]).toEqual(['2025-01-10', '2025-12-30']);
    expect(days.filter((day) => day.id === 'purnima')).toHaveLength(12);
    expect(days.filter((day) => day.id === 'amavasya')).toHaveLength(12);
    // 2026 has an adhika Jyeshtha (17 May to 15 June): 26 Ekadashis, two of them adhika.
    const adhika = yearAt(2026).filter((day) => day.id === 'ekadashi' && day.adhika);
    expect(adhika.map((day) => day.tithi)).toEqual([11, 26]);
    for (const day of adhika) {
      expect(day.date >= '2026-05-17' && day.date <= '2026-06-15', day.date).toBe(true);
    }
  });
});

describe('other places and the analytic ephemeris', () => {
  it('dates Pongal 2025 in Chennai on the day of the Sun’s entry into sidereal Capricorn', () => {
    const chennai = festivalsOfYear(2025, {
      latitude: 13.0827,
      longitude: 80.2707,
      timeZone: 'Asia/Kolkata',
    });
    expect(chennai.find((day) => day.id === 'pongal')?.date).toBe('2025-01-14');
  });

  it('gives the same major dates with the Moshier fallback', () => {
    const moshier = festivalsOfYear(2025, delhi, { ephemeris: 'moshier' });
    for (const id of ['diwali', 'holi', 'dussehra', 'janmashtami'] as const) {
      expect(moshier.find((day) => day.id === id)?.date, id).toBe(
        yearAt(2025).find((day) => day.id === id)?.date,
      );
    }
  });
});

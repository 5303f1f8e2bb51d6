import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Eclipse, eclipsesOfYear } from './eclipses.js';
import type { EclipseKind, EclipseType } from './ids.js';

interface Reference {
  eclipses: {
    kind: EclipseKind;
    type: EclipseType;
    greatestTd: string | null;
    date?: string;
    deltaT: number;
  }[];
}
const reference: Reference = JSON.parse(
  readFileSync(new URL('../reference/nasa-eclipses.json', import.meta.url), 'utf8'),
);
const delhi = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const years = [2024, 2025, 2026, 2027];
const computed = new Map<number, Eclipse[]>(
  years.map((year) => [year, eclipsesOfYear(year, delhi)]),
);

/**
 * NASA's catalogue predicts with an extrapolated ΔT (74–76 s) where the engine uses the Swiss
 * Ephemeris's (about 69 s): its times come out 3–10 s later. 30 s leaves room for that and for
 * the shallow minimum of a penumbral eclipse, and still catches a wrong eclipse by hours.
 */
const TOLERANCE_SECONDS = 30;

describe('eclipses against NASA’s Five Millennium Catalogs', () => {
  it('finds every eclipse of 2024–2027 with its type, and greatest eclipse within 30 seconds', () => {
    const all = years.flatMap((year) => computed.get(year) ?? []);
    expect(all.map((eclipse) => `${eclipse.kind} ${eclipse.type}`)).toEqual(
      reference.eclipses.map((eclipse) => `${eclipse.kind} ${eclipse.type}`),
    );
    let largest = { seconds: 0, at: '' };
    const misses: string[] = [];
    reference.eclipses.forEach((entry, index) => {
      if (entry.greatestTd === null) {
        // The catalogue's date is Greenwich's, not New Delhi's.
        expect(new Date(all[index]?.greatestMs ?? 0).toISOString().slice(0, 10)).toBe(entry.date);
        return;
      }
      const greatestUt = Date.parse(entry.greatestTd) - entry.deltaT * 1000;
      const seconds = ((all[index]?.greatestMs ?? 0) - greatestUt) / 1000;
      if (Math.abs(seconds) > Math.abs(largest.seconds))
        largest = { seconds, at: entry.greatestTd };
      if (Math.abs(seconds) >= TOLERANCE_SECONDS) misses.push(entry.greatestTd);
    });
    expect(misses).toEqual([]);
    console.info(
      `eclipses: ${reference.eclipses.length} from NASA, largest greatest-eclipse error ${largest.seconds.toFixed(1)} s (${largest.at})`,
    );
  });
});

describe('what New Delhi sees', () => {
  const find = (year: number, date: string) =>
    computed.get(year)?.find((eclipse) => eclipse.date === date);

  it('misses the total solar eclipse of 8 April 2024 (night in India)', () => {
    expect(find(2024, '2024-04-08')).toMatchObject({
      kind: 'solar',
      type: 'total',
      visible: false,
    });
    expect(find(2024, '2024-04-08')?.contacts).toEqual([]);
  });

  it('sees the whole total lunar eclipse of 7–8 September 2025, in order', () => {
    const eclipse = find(2025, '2025-09-07');
    expect(eclipse).toMatchObject({ kind: 'lunar', type: 'total', visible: true });
    expect(eclipse?.contacts.map((contact) => contact.id)).toEqual([
      'penumbral-begin',
      'partial-begin',
      'total-begin',
      'total-end',
      'partial-end',
      'penumbral-end',
    ]);
    // Totality from 23:00 to 00:22 IST (17:30–18:52 UT), as India's almanacs printed it.
    const totality = eclipse?.contacts.find((contact) => contact.id === 'total-begin')?.ms ?? 0;
    expect(Math.abs(totality - Date.parse('2025-09-07T17:30:00Z'))).toBeLessThan(120_000);
  });

  it('misses the total lunar eclipse of 14 March 2025 (the Moon below the horizon)', () => {
    expect(find(2025, '2025-03-14')).toMatchObject({ kind: 'lunar', visible: false });
  });

  it('sees the end of the lunar eclipse of 3 March 2026 at moonrise, not its start', () => {
    const eclipse = find(2026, '2026-03-03');
    expect(eclipse).toMatchObject({ kind: 'lunar', type: 'total', visible: true });
    const ids = eclipse?.contacts.map((contact) => contact.id) ?? [];
    expect(ids).not.toContain('partial-begin');
    expect(ids.at(-1)).toBe('penumbral-end');
  });

  it('gives the same eclipses with the Moshier fallback', () => {
    const moshier = eclipsesOfYear(2025, delhi, { ephemeris: 'moshier' });
    expect(
      moshier.map((eclipse) => [eclipse.kind, eclipse.type, eclipse.date, eclipse.visible]),
    ).toEqual(
      (computed.get(2025) ?? []).map((eclipse) => [
        eclipse.kind,
        eclipse.type,
        eclipse.date,
        eclipse.visible,
      ]),
    );
  });
});

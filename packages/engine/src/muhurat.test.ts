import { describe, expect, it } from 'vitest';
import { bodyPosition, julianDayUt } from './ephemeris.js';
import { explainMuhurat, findMuhurats, type MuhuratRefusal } from './muhurat.js';
import { computePanchang } from './panchang.js';

const delhi = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const ist = (local: string) => Date.parse(`${local}+05:30`);

/** The first instant, every 10 minutes from `from` for `hours`, refused for `reason` alone. */
function onlyRefusal(
  purpose: Parameters<typeof explainMuhurat>[0],
  reason: MuhuratRefusal,
  from: string,
  hours: number,
) {
  for (let at = ist(from); at < ist(from) + hours * 3_600_000; at += 600_000) {
    const refusals = explainMuhurat(purpose, at, delhi);
    if (refusals.length === 1 && refusals[0] === reason) return at;
  }
  return null;
}

describe('the muhurat rules refuse an instant for each named reason', () => {
  it('refuses Rahu kaal, Yamaganda and Gulika of Saturday 22 November 2025 (Drik Panchang: 09:28, 13:26, 06:49)', () => {
    expect(explainMuhurat('journey-start', ist('2025-11-22T10:00'), delhi)).toContain('rahu-kaal');
    expect(explainMuhurat('journey-start', ist('2025-11-22T14:00'), delhi)).toContain('yamaganda');
    expect(explainMuhurat('journey-start', ist('2025-11-22T07:30'), delhi)).toContain('gulika');
    expect(explainMuhurat('journey-start', ist('2025-11-22T12:00'), delhi)).not.toContain(
      'rahu-kaal',
    );
  });

  it('refuses each shared exclusion alone somewhere in 2025–2026, and each purpose rule alone', () => {
    const cases: [MuhuratRefusal, Parameters<typeof explainMuhurat>[0], string, number][] = [
      ['rahu-kaal', 'vehicle-purchase', '2025-11-03T06:00', 24 * 40],
      ['yamaganda', 'vehicle-purchase', '2025-11-03T06:00', 24 * 40],
      ['gulika', 'vehicle-purchase', '2025-11-03T06:00', 24 * 40],
      ['bhadra', 'vehicle-purchase', '2025-11-03T06:00', 24 * 60],
      ['yoga', 'vehicle-purchase', '2025-11-03T06:00', 24 * 60],
      ['tithi', 'vehicle-purchase', '2025-11-03T06:00', 24 * 40],
      ['nakshatra', 'vehicle-purchase', '2025-11-03T06:00', 24 * 40],
      ['weekday', 'vehicle-purchase', '2025-11-03T06:00', 24 * 40],
      ['night', 'vehicle-purchase', '2025-11-03T06:00', 24 * 40],
      ['lagna', 'marriage', '2025-11-03T06:00', 24 * 20],
    ];
    for (const [reason, purpose, from, hours] of cases) {
      expect(onlyRefusal(purpose, reason, from, hours), `${reason} for ${purpose}`).not.toBeNull();
    }
  }, 120_000);

  it('refuses marriage in kharmas, while Venus or Jupiter is combust, and in an adhika month', () => {
    // The Sun in sidereal Sagittarius: 16 December 2025 to 14 January 2026.
    expect(explainMuhurat('marriage', ist('2025-12-20T12:00'), delhi)).toContain('kharmas');
    // Venus within 10° of the Sun around its superior conjunction of 6 January 2026.
    const venusDay = julianDayUt(ist('2026-01-06T12:00'));
    const separation = Math.abs(
      bodyPosition(venusDay, 'venus', 'lahiri', 'swiss').longitude -
        bodyPosition(venusDay, 'sun', 'lahiri', 'swiss').longitude,
    );
    expect(separation).toBeLessThan(10);
    expect(explainMuhurat('marriage', ist('2026-01-06T12:00'), delhi)).toContain('venus-combust');
    // Jupiter in conjunction with the Sun on 24 June 2025.
    expect(explainMuhurat('marriage', ist('2025-06-24T12:00'), delhi)).toContain('jupiter-combust');
    // Adhika Jyeshtha, 17 May to 15 June 2026 (reference/adhika-months.json).
    expect(explainMuhurat('marriage', ist('2026-05-25T12:00'), delhi)).toContain('adhika-month');
    // Griha pravesh keeps the same three exclusions; a vehicle may be bought in kharmas.
    expect(explainMuhurat('griha-pravesh', ist('2025-12-20T12:00'), delhi)).toContain('kharmas');
    expect(explainMuhurat('griha-pravesh', ist('2026-01-06T12:00'), delhi)).toContain(
      'venus-combust',
    );
    expect(explainMuhurat('vehicle-purchase', ist('2025-12-20T12:00'), delhi)).not.toContain(
      'kharmas',
    );
  });
});

describe('the windows found', () => {
  const windows = findMuhurats('marriage', '2025-11-01', '2026-01-29', delhi);

  it('all pass every rule at their middle and at both ends', () => {
    expect(windows.length).toBeGreaterThan(0);
    for (const window of windows) {
      for (const at of [
        window.startMs + 1000,
        (window.startMs + window.endMs) / 2,
        window.endMs - 1000,
      ]) {
        expect(explainMuhurat('marriage', at, delhi), new Date(at).toISOString()).toEqual([]);
      }
    }
  });

  it('never run across a sunrise into the next Hindu day', () => {
    for (const window of windows) {
      const endDate = new Date(window.endMs - 1000 + 330 * 60_000).toISOString().slice(0, 10);
      const [year = 0, month = 0, day = 0] = endDate.split('-').map(Number);
      const sunrise = computePanchang({ date: { year, month, day }, ...delhi }).sunriseMs ?? 0;
      expect(window.startMs < sunrise && sunrise < window.endMs, endDate).toBe(false);
    }
  });

  it('open on Monday 3 November 2025 (Shukla Trayodashi, Uttara Bhadrapada) and none fall in kharmas', () => {
    const first = windows[0];
    expect(new Date((first?.startMs ?? 0) + 330 * 60_000).toISOString().slice(0, 10)).toBe(
      '2025-11-03',
    );
    expect(first).toMatchObject({ tithi: 13, nakshatra: 26, weekday: 1 });
    for (const window of windows) {
      const date = new Date(window.startMs + 330 * 60_000).toISOString().slice(0, 10);
      expect(date < '2025-12-16' || date > '2026-01-14', date).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { computePanchang } from './panchang.js';
import { rahuKaalDays } from './rahu-kaal-days.js';

const delhi = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };

describe('Rahu kaal over a range of days', () => {
  it('gives New Delhi’s Rahu kaal of 22 November 2025 as Drik Panchang prints it (09:28–10:48)', () => {
    const [day] = rahuKaalDays('2025-11-22', 1, delhi);
    expect(day?.date).toBe('2025-11-22');
    const ist = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(11, 16);
    expect(ist(day?.startMs ?? 0)).toMatch(/^09:2[78]$/);
    expect(ist(day?.endMs ?? 0)).toMatch(/^10:4[78]$/);
  });

  it('agrees exactly with the full panchang’s Rahu kaal, day after day, across a DST change', () => {
    for (const place of [
      delhi,
      { latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' },
    ]) {
      const days = rahuKaalDays('2025-03-01', 40, place);
      expect(days).toHaveLength(40);
      for (const day of days) {
        const [year = 0, month = 0, date = 0] = day.date.split('-').map(Number);
        const full = computePanchang({ date: { year, month, day: date }, ...place });
        expect(day.startMs, day.date).toBe(full.timings?.rahuKaal.startMs);
        expect(day.endMs, day.date).toBe(full.timings?.rahuKaal.endMs);
      }
    }
  });

  it('leaves out the days of the midnight sun at Tromsø and crosses a year end', () => {
    const tromso = { latitude: 69.6492, longitude: 18.9553, timeZone: 'Europe/Oslo' };
    const june = rahuKaalDays('2025-06-01', 10, tromso);
    expect(june).toEqual([]);
    const newYear = rahuKaalDays('2025-12-30', 4, delhi);
    expect(newYear.map((day) => day.date)).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { julianDayUt, riseOrSet } from './ephemeris.js';
import { nextRiseOrSet } from './rise-set.js';

const PLACES = [
  { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 },
  { name: 'Chennai', latitude: 13.0827, longitude: 80.2707 },
  { name: 'London', latitude: 51.5, longitude: -0.12 },
  { name: 'New York', latitude: 40.7128, longitude: -74.006 },
  { name: 'Sydney', latitude: -33.87, longitude: 151.21 },
];

describe('nextRiseOrSet against the library’s rise_trans (riseOrSet)', () => {
  // Same model, solved differently: both must find the same events, to a fraction of a second.
  it('finds the same rises and sets of the Sun and Moon within 0.5 s, every 3rd day of 2025', () => {
    let largest = 0;
    let worst = '';
    for (const place of PLACES) {
      for (let day = 0; day < 365; day += 3) {
        const start = julianDayUt(Date.UTC(2025, 0, 1 + day));
        for (const body of ['sun', 'moon'] as const) {
          for (const event of ['rise', 'set'] as const) {
            const args = [start, body, event, place.latitude, place.longitude] as const;
            const theirs = riseOrSet(...args, 'upper-limb', 'swiss');
            const ours = nextRiseOrSet(...args, 'upper-limb', 'swiss');
            expect(ours === null).toBe(theirs === null);
            const seconds = Math.abs((ours ?? 0) - (theirs ?? 0)) * 86_400;
            if (seconds > largest) {
              largest = seconds;
              worst = `${place.name} 2025 day ${day + 1} ${body}${event}`;
            }
          }
        }
      }
    }
    console.info(
      `nextRiseOrSet vs rise_trans: largest difference ${largest.toFixed(3)} s (${worst})`,
    );
    expect(largest).toBeLessThan(0.5);
  });
});

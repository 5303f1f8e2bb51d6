import {
  AstroTime,
  Body,
  Ecliptic,
  EclipticGeoMoon,
  GeoVector,
  Observer,
  SearchRiseSet,
} from 'astronomy-engine';
import sweph from 'sweph';
import { describe, expect, it } from 'vitest';
import {
  ayanamsaDegrees,
  bodyPosition,
  type EphemerisBody,
  julianDayUt,
  msOfJulianDayUt,
  riseOrSet,
} from './ephemeris.js';
import { computePanchang } from './panchang.js';

// Independent reference: astronomy-engine (VSOP87 and a truncated ELP for the Moon, its own
// ΔT model), a development dependency only. Both give apparent geocentric longitudes on the
// true ecliptic and equinox of date.

const PLANETS: [EphemerisBody, Body][] = [
  ['sun', Body.Sun],
  ['moon', Body.Moon],
  ['mercury', Body.Mercury],
  ['venus', Body.Venus],
  ['mars', Body.Mars],
  ['jupiter', Body.Jupiter],
  ['saturn', Body.Saturn],
];

const arcDifference = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

const J2000_JULIAN_DAY = 2451545.0;

describe('tropical longitudes against astronomy-engine, 1900–2100', () => {
  // Compared at the same Terrestrial Time: the two engines model ΔT (TT − UT) differently
  // for the future (by about two minutes in 2100, i.e. 70″ of lunar motion), which is a
  // prediction of the Earth's rotation and not a position error.
  it('agree within 1′ for the seven planets at 1,200 instants', () => {
    const start = julianDayUt(Date.UTC(1900, 0, 1));
    const end = julianDayUt(Date.UTC(2100, 0, 1));
    const count = 1200;
    let largest = 0;
    let worst = '';
    for (let index = 0; index < count; index += 1) {
      // An irregular step, so the instants fall at every hour of the day and phase.
      const terrestrial = start + ((end - start) * (index + 0.37 * Math.sin(index))) / count;
      const universal = terrestrial - sweph.deltat(terrestrial);
      const time = AstroTime.FromTerrestrialTime(terrestrial - J2000_JULIAN_DAY);
      for (const [body, reference] of PLANETS) {
        const ours = bodyPosition(universal, body, 'tropical', 'swiss').longitude;
        const theirs = Ecliptic(GeoVector(reference, time, true)).elon;
        const arcminutes = arcDifference(ours, theirs) * 60;
        if (arcminutes > largest) {
          largest = arcminutes;
          worst = `${body} ${new Date(msOfJulianDayUt(universal)).toISOString()}`;
        }
      }
    }
    console.info(`longitudes: largest difference ${(largest * 60).toFixed(2)}″ (${worst})`);
    expect(largest).toBeLessThan(1);
  });
});

const CITIES = [
  { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 },
  { name: 'Mumbai', latitude: 19.076, longitude: 72.8777 },
  { name: 'Chennai', latitude: 13.0827, longitude: 80.2707 },
  { name: 'Kolkata', latitude: 22.5726, longitude: 88.3639 },
  { name: 'Srinagar', latitude: 34.0837, longitude: 74.7973 },
];

describe('sunrise and sunset against astronomy-engine, every day of 2025', () => {
  for (const city of CITIES) {
    it(`agree within 1 minute at ${city.name}`, () => {
      const observer = new Observer(city.latitude, city.longitude, 0);
      let largest = 0;
      for (let day = 0; day < 365; day += 1) {
        // Local midnight in India (UTC+05:30): the search starts there for both engines.
        const fromMs = Date.UTC(2025, 0, 1 + day) - 330 * 60_000;
        for (const [event, direction] of [
          ['rise', +1],
          ['set', -1],
        ] as const) {
          const ours = riseOrSet(
            julianDayUt(fromMs),
            'sun',
            event,
            city.latitude,
            city.longitude,
            'upper-limb',
            'swiss',
          );
          const theirs = SearchRiseSet(Body.Sun, observer, direction, new Date(fromMs), 1);
          expect(ours).not.toBeNull();
          expect(theirs).not.toBeNull();
          const minutes =
            Math.abs(msOfJulianDayUt(ours ?? 0) - (theirs?.date.getTime() ?? 0)) / 60_000;
          largest = Math.max(largest, minutes);
        }
      }
      console.info(
        `sunrise/sunset ${city.name}: largest difference ${(largest * 60).toFixed(1)} s`,
      );
      expect(largest).toBeLessThan(1);
    });
  }
});

/** The instant in [fromMs, toMs] where `angle(t) − target` changes sign, by bisection. */
function bisect(
  angle: (ms: number) => number,
  target: number,
  fromMs: number,
  toMs: number,
): number {
  const offset = (ms: number) => ((angle(ms) - target + 540) % 360) - 180;
  let low = fromMs;
  let high = toMs;
  while (high - low > 500) {
    const middle = (low + high) / 2;
    if (offset(middle) < 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

describe('transition instants against root-finding on astronomy-engine, 2025 at New Delhi', () => {
  const days = Array.from({ length: 365 }, (_, index) =>
    computePanchang({
      date: { year: 2025, month: 1, day: 1 + index },
      latitude: 28.6139,
      longitude: 77.209,
      timeZone: 'Asia/Kolkata',
    }),
  );

  // Apparent positions on both sides (astronomy-engine's own SearchMoonPhase leaves out the
  // Sun's 20″ aberration, which alone shifts a tithi end by about 40 s).
  it('tithi ends agree within 1 minute (bisection on Moon − Sun)', () => {
    let largest = 0;
    let count = 0;
    for (const day of days) {
      for (const tithi of day.tithis) {
        const target = (tithi.number % 30) * 12;
        const elongation = (ms: number) => {
          const date = new Date(ms);
          return EclipticGeoMoon(date).lon - Ecliptic(GeoVector(Body.Sun, date, true)).elon;
        };
        const theirs = bisect(elongation, target, tithi.endMs - 3_600_000, tithi.endMs + 3_600_000);
        largest = Math.max(largest, Math.abs(theirs - tithi.endMs) / 60_000);
        count += 1;
      }
    }
    console.info(`tithi ends (${count}): largest difference ${(largest * 60).toFixed(1)} s`);
    expect(largest).toBeLessThan(1);
  });

  it('nakshatra ends agree within 1 minute (bisection on the Moon, same ayanamsa)', () => {
    let largest = 0;
    let count = 0;
    for (const day of days) {
      for (const nakshatra of day.nakshatras) {
        const target = ((nakshatra.number % 27) * 360) / 27;
        const sidereal = (ms: number) =>
          EclipticGeoMoon(new Date(ms)).lon - ayanamsaDegrees(julianDayUt(ms), 'lahiri', 'swiss');
        const theirs = bisect(
          sidereal,
          target,
          nakshatra.endMs - 3_600_000,
          nakshatra.endMs + 3_600_000,
        );
        largest = Math.max(largest, Math.abs(theirs - nakshatra.endMs) / 60_000);
        count += 1;
      }
    }
    console.info(`nakshatra ends (${count}): largest difference ${(largest * 60).toFixed(1)} s`);
    expect(largest).toBeLessThan(1);
  });

  it('yoga ends agree within 1 minute (bisection on Sun + Moon, same ayanamsa)', () => {
    let largest = 0;
    for (const day of days.slice(0, 120)) {
      for (const yoga of day.yogas) {
        const target = ((yoga.number % 27) * 360) / 27;
        const sum = (ms: number) => {
          const date = new Date(ms);
          const sun = Ecliptic(GeoVector(Body.Sun, date, true)).elon;
          return (
            sun +
            EclipticGeoMoon(date).lon -
            2 * ayanamsaDegrees(julianDayUt(ms), 'lahiri', 'swiss')
          );
        };
        const theirs = bisect(sum, target, yoga.endMs - 3_600_000, yoga.endMs + 3_600_000);
        largest = Math.max(largest, Math.abs(theirs - yoga.endMs) / 60_000);
      }
    }
    console.info(`yoga ends: largest difference ${(largest * 60).toFixed(1)} s`);
    expect(largest).toBeLessThan(1);
  });
});

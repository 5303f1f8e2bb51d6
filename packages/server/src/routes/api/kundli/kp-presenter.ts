import type { KpResponse } from '@jyotish/contract';
import { formatInstant, formatOffset, type KpChart, type ZonedInstant } from '@jyotish/engine';
import { type BirthInput, presentBirthInput, timeNotes } from './kundli-presenter.js';

/** Turns the engine's KP chart into the API answer: the birth's `input` as the kundli gives it, the sunrise in the place's offset. */
export function presentKp(
  input: BirthInput,
  zoned: ZonedInstant,
  used: { readonly utcMs: number; readonly utcOffsetMinutes: number },
  kp: KpChart,
): KpResponse {
  const { day, moon, ascendant } = kp.rulingPlanets;
  return {
    input: presentBirthInput(input, zoned, used),
    ayanamsa: { id: kp.conventions.ayanamsa, degrees: kp.ayanamsaDegrees },
    cusps: [...kp.cusps],
    planets: [...kp.planets],
    rulingPlanets: {
      day: {
        weekday: day.weekday,
        lord: day.lord,
        sunrise: day.sunriseMs === null ? null : formatInstant(day.sunriseMs, zoned.timeZone),
      },
      moon,
      ascendant,
    },
    computation: {
      ephemeris: kp.conventions.ephemeris,
      version: kp.conventions.ephemerisVersion,
      ayanamsa: kp.conventions.ayanamsa,
      ayanamsaDegrees: kp.ayanamsaDegrees,
      houseSystem: kp.conventions.houseSystem,
      nodeType: kp.conventions.nodeType,
      zodiac: 'sidereal',
      timezone: zoned.timeZone,
      utcOffset: formatOffset(used.utcOffsetMinutes),
      sunriseConvention: kp.conventions.sunriseConvention,
      notes: [
        ...timeNotes(input, zoned, used),
        'Positions are geocentric and apparent, from the Swiss Ephemeris; longitudes are sidereal (Krishnamurti ayanamsa), in degrees.',
        'Each star of 13°20′ is divided into nine subs in proportion to the Vimshottari dasha years, starting from the star’s lord; each sub into nine sub-subs the same way from the sub’s lord.',
        'Ketu is always opposite Rahu.',
        'The day lord rules from sunrise to the next sunrise.',
      ],
    },
  };
}

import type { KundliResponse, PratyantarDashaResponse } from '@jyotish/contract';
import {
  type DashaPeriod,
  formatOffset,
  instantFormatter,
  type Kundli,
  type PlanetId,
  type VimshottariDasha,
  type ZonedInstant,
} from '@jyotish/engine';
import { presentDoshas } from './doshas-presenter.js';

/** The birth as the request gave it, for the answer's `input`. */
export interface BirthInput {
  readonly name?: string | undefined;
  readonly gender?: string | undefined;
  readonly birthDate: string;
  readonly birthTime: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timezoneSource: 'request' | 'coordinates';
}

export interface KundliInput extends BirthInput {
  readonly dashaYearDays: number;
}

function presentPeriod(
  period: DashaPeriod,
  format: (instantMs: number) => string,
): KundliResponse['dasha']['periods'][number] {
  return {
    lord: period.lord,
    start: format(period.startMs),
    end: format(period.endMs),
    periods: period.periods.map((sub) => presentPeriod(sub, format)),
  };
}

/** What the answer must say about a local time the clocks skipped or repeated. */
export function timeNotes(
  input: BirthInput,
  zoned: ZonedInstant,
  used: ZonedInstant['alternatives'][number],
): string[] {
  const offset = formatOffset(used.utcOffsetMinutes);
  if (zoned.status === 'gap') {
    return [
      `${input.birthDate} ${input.birthTime} did not exist in ${zoned.timeZone}: the clocks skipped it. It was read with the offset ${offset} in force before the change; the other reading is listed under input.alternatives.`,
    ];
  }
  if (zoned.status === 'ambiguous') {
    return [
      `${input.birthDate} ${input.birthTime} happened twice in ${zoned.timeZone} (clocks turned back). It was read with the offset ${offset}; the other reading is listed under input.alternatives (ask for it with ambiguousTime).`,
    ];
  }
  return [];
}

/** The answer's `input`: the birth as given, the zone and the UTC instant it was read as, and the other readings. */
export function presentBirthInput(
  input: BirthInput,
  zoned: ZonedInstant,
  used: { readonly utcMs: number; readonly utcOffsetMinutes: number },
): KundliResponse['input'] {
  const readings = [
    { utcMs: zoned.utcMs, utcOffsetMinutes: zoned.utcOffsetMinutes },
    ...zoned.alternatives,
  ];
  const others = readings.filter((reading) => reading.utcMs !== used.utcMs);
  return {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.gender === undefined ? {} : { gender: input.gender }),
    birthDate: input.birthDate,
    birthTime: input.birthTime,
    latitude: input.latitude,
    longitude: input.longitude,
    timezone: zoned.timeZone,
    timezoneSource: input.timezoneSource,
    utcOffsetMinutes: used.utcOffsetMinutes,
    utc: new Date(used.utcMs).toISOString(),
    localTimeStatus: zoned.status,
    alternatives: others.map((reading) => ({
      utc: new Date(reading.utcMs).toISOString(),
      utcOffsetMinutes: reading.utcOffsetMinutes,
    })),
  };
}

/** Turns the engine's chart into the API answer: instants in the place's offset, ids as the contract spells them. */
export function presentKundli(
  input: KundliInput,
  zoned: ZonedInstant,
  used: { readonly utcMs: number; readonly utcOffsetMinutes: number },
  kundli: Kundli,
): KundliResponse {
  const timeZone = zoned.timeZone;
  const format = instantFormatter(timeZone);
  return {
    input: presentBirthInput(input, zoned, used),
    ayanamsa: kundli.ayanamsa,
    ascendant: kundli.ascendant,
    planets: kundli.planets.map((planet) => ({ ...planet })),
    houses: kundli.houses.map((house) => ({ ...house })),
    vargas: kundli.vargas,
    dasha: {
      system: 'vimshottari',
      yearDays: kundli.dasha.yearDays,
      balance: kundli.dasha.balance,
      periods: kundli.dasha.periods.map((period) => presentPeriod(period, format)),
    },
    doshas: presentDoshas(kundli),
    computation: {
      ephemeris: kundli.conventions.ephemeris,
      version: kundli.conventions.ephemerisVersion,
      ayanamsa: kundli.ayanamsa.id,
      ayanamsaDegrees: kundli.ayanamsa.degrees,
      nodeType: kundli.conventions.nodeType,
      houseSystem: kundli.conventions.houseSystem,
      zodiac: kundli.conventions.frame,
      timezone: timeZone,
      utcOffset: formatOffset(used.utcOffsetMinutes),
      dashaYearDays: input.dashaYearDays,
      sunriseConvention: 'upper-limb',
      notes: [
        ...timeNotes(input, zoned, used),
        'Positions are geocentric and apparent, from the Swiss Ephemeris; longitudes in degrees.',
        'Ketu is always opposite Rahu.',
        'Combustion orbs (Surya Siddhanta): Moon 12°, Mars 17°, Mercury 14° (12° retrograde), Jupiter 11°, Venus 10° (8° retrograde), Saturn 15°.',
      ],
    },
  };
}

/** The pratyantardashas of the antardasha `antarLord` in the mahadasha `mahaLord`, instants in the place's offset. */
export function presentPratyantarDasha(
  timeZone: string,
  dasha: VimshottariDasha,
  mahaLord: PlanetId,
  antarLord: PlanetId,
): PratyantarDashaResponse {
  const format = instantFormatter(timeZone);
  const maha = dasha.periods.find((period) => period.lord === mahaLord);
  const antar = maha?.periods.find((period) => period.lord === antarLord);
  return {
    mahaLord,
    antarLord,
    timezone: timeZone,
    periods: (antar?.periods ?? []).map((period) => presentPeriod(period, format)),
  };
}

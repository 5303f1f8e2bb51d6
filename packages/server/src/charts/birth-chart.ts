import type { KpRequestSchema, KundliRequestSchema } from '@jyotish/contract';
import {
  computeKpChart,
  computeKundli,
  type KpChart,
  type Kundli,
  localTimeToUtc,
  type ZonedInstant,
} from '@jyotish/engine';
import type { z } from 'zod';
import { timezoneAt } from '../places/timezone-at.js';

export type BirthRequest = z.output<typeof KundliRequestSchema>;
export type KpBirthRequest = z.output<typeof KpRequestSchema>;

/** The part of a birth request that fixes the instant: local date and time, place, zone. */
type BirthMoment = Pick<
  BirthRequest,
  'birthDate' | 'birthTime' | 'latitude' | 'longitude' | 'timezone' | 'ambiguousTime'
>;

export interface BirthInstant {
  readonly zoned: ZonedInstant;
  /** The reading of the local time used: the earlier one unless `ambiguousTime` is `later`. */
  readonly used: { readonly utcMs: number; readonly utcOffsetMinutes: number };
}

export interface BirthChart extends BirthInstant {
  readonly kundli: Kundli;
}

export interface KpBirthChart extends BirthInstant {
  readonly kp: KpChart;
}

/** The zone from the request or the coordinates, and the local time through its historical offset. */
function birthInstantOf(body: BirthMoment): BirthInstant {
  const [year = 0, month = 0, day = 0] = body.birthDate.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = body.birthTime.split(':').map(Number);
  const timeZone = body.timezone ?? timezoneAt(body.latitude, body.longitude);
  const zoned = localTimeToUtc({ year, month, day, hour, minute, second }, timeZone);
  const later = zoned.status === 'ambiguous' && body.ambiguousTime === 'later';
  const used = (later ? zoned.alternatives[0] : undefined) ?? zoned;
  return { zoned, used: { utcMs: used.utcMs, utcOffsetMinutes: used.utcOffsetMinutes } };
}

/**
 * The chart of a birth as the kundli request shapes it: the zone from the request or the
 * coordinates, the local time through that zone's historical offset, then the engine. Shared
 * by the kundli, matching and sade sati routes so all three read a birth the same way.
 */
export function computeBirthChart(body: BirthRequest): BirthChart {
  const instant = birthInstantOf(body);
  const kundli = computeKundli(
    { utcMs: instant.used.utcMs, latitude: body.latitude, longitude: body.longitude },
    {
      ayanamsa: body.ayanamsa,
      nodeType: body.nodeType,
      houseSystem: body.houseSystem,
      dashaYearDays: body.dashaYearDays,
      dashaLevels: body.dashaLevels,
    },
  );
  return { ...instant, kundli };
}

/** The KP chart of a birth, its instant read exactly as {@link computeBirthChart} reads it. */
export function computeKpBirthChart(body: KpBirthRequest): KpBirthChart {
  const instant = birthInstantOf(body);
  const kp = computeKpChart(
    { utcMs: instant.used.utcMs, latitude: body.latitude, longitude: body.longitude },
    { nodeType: body.nodeType },
  );
  return { ...instant, kp };
}

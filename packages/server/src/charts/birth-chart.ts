import type { KundliRequestSchema } from '@jyotish/contract';
import { computeKundli, type Kundli, localTimeToUtc, type ZonedInstant } from '@jyotish/engine';
import type { z } from 'zod';
import { timezoneAt } from '../places/timezone-at.js';

export type BirthRequest = z.output<typeof KundliRequestSchema>;

export interface BirthChart {
  readonly zoned: ZonedInstant;
  /** The reading of the local time used: the earlier one unless `ambiguousTime` is `later`. */
  readonly used: { readonly utcMs: number; readonly utcOffsetMinutes: number };
  readonly kundli: Kundli;
}

/**
 * The chart of a birth as the kundli request shapes it: the zone from the request or the
 * coordinates, the local time through that zone's historical offset, then the engine. Shared
 * by the kundli, matching and sade sati routes so all three read a birth the same way.
 */
export function computeBirthChart(body: BirthRequest): BirthChart {
  const [year = 0, month = 0, day = 0] = body.birthDate.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = body.birthTime.split(':').map(Number);
  const timeZone = body.timezone ?? timezoneAt(body.latitude, body.longitude);
  const zoned = localTimeToUtc({ year, month, day, hour, minute, second }, timeZone);
  const later = zoned.status === 'ambiguous' && body.ambiguousTime === 'later';
  const used = (later ? zoned.alternatives[0] : undefined) ?? zoned;
  const kundli = computeKundli(
    { utcMs: used.utcMs, latitude: body.latitude, longitude: body.longitude },
    {
      ayanamsa: body.ayanamsa,
      nodeType: body.nodeType,
      houseSystem: body.houseSystem,
      dashaYearDays: body.dashaYearDays,
      dashaLevels: body.dashaLevels,
    },
  );
  return { zoned, used: { utcMs: used.utcMs, utcOffsetMinutes: used.utcOffsetMinutes }, kundli };
}

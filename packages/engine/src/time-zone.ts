/**
 * Local civil time ↔ UTC through the IANA time-zone database that ships with the runtime's
 * Intl (full historical offsets: India's +06:30 war time of 1942–45, Nepal's +05:45,
 * daylight saving abroad). No clock is read here.
 */

const MS_PER_MINUTE = 60_000;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

// A two-digit year and the long offset ("24, GMT+05:30") is the shortest text that carries the
// offset: `format` of it costs under a microsecond, `formatToParts` about six times more, and
// an answer with a dasha tree asks for hundreds of offsets.
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: '2-digit',
      timeZoneName: 'longOffset',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows an IANA zone name such as `Asia/Kolkata`. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    offsetFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The offset of local time from UTC, in minutes east of Greenwich, in force at an instant
 * (milliseconds since the Unix epoch) in a zone. Throws a RangeError for an unknown zone.
 */
export function utcOffsetMinutes(instantMs: number, timeZone: string): number {
  const text = offsetFormatter(timeZone).format(instantMs);
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return 0;
  const [, sign, hours, minutes, seconds] = match;
  const total = Number(hours) * 60 + Number(minutes) + Number(seconds ?? 0) / 60;
  return sign === '-' ? -total : total;
}

/** A local calendar date and wall-clock time, as written on a birth certificate. */
export interface LocalDateTime {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  /** 1–31. */
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/**
 * How a local time maps to UTC: `ok` (one instant), `gap` (the clocks jumped over it, as at
 * the start of daylight saving: the instant given reads the wall time with the offset before
 * the jump, and `alternatives` holds the other reading), `ambiguous` (it happened twice, as at
 * the end of daylight saving: the instant is the earlier, `alternatives` the later).
 */
export type LocalTimeStatus = 'ok' | 'gap' | 'ambiguous';

export interface ZonedInstant {
  /** The IANA zone used. */
  readonly timeZone: string;
  readonly status: LocalTimeStatus;
  /** The instant, milliseconds since the Unix epoch (UTC). */
  readonly utcMs: number;
  /** The offset applied for `utcMs`, minutes east of UTC. */
  readonly utcOffsetMinutes: number;
  /** The other reading when the status is `gap` or `ambiguous`. */
  readonly alternatives: readonly { readonly utcMs: number; readonly utcOffsetMinutes: number }[];
}

/**
 * Converts a local wall time in an IANA zone to UTC, reporting daylight-saving gaps and
 * overlaps instead of guessing silently. Offsets are tried from the day before and after,
 * which covers every transition in the database (none moves clocks by more than a day).
 */
export function localTimeToUtc(local: LocalDateTime, timeZone: string): ZonedInstant {
  const wallMs = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
  );
  const candidateOffsets = new Set<number>();
  for (const probe of [-36, -12, 0, 12, 36]) {
    candidateOffsets.add(utcOffsetMinutes(wallMs + probe * 3_600_000, timeZone));
  }
  const readings: { utcMs: number; utcOffsetMinutes: number }[] = [];
  for (const offset of candidateOffsets) {
    const utcMs = wallMs - offset * MS_PER_MINUTE;
    if (utcOffsetMinutes(utcMs, timeZone) === offset)
      readings.push({ utcMs, utcOffsetMinutes: offset });
  }
  readings.sort((a, b) => a.utcMs - b.utcMs);
  const [first, ...others] = readings;
  if (first) {
    return {
      timeZone,
      status: others.length > 0 ? 'ambiguous' : 'ok',
      utcMs: first.utcMs,
      utcOffsetMinutes: first.utcOffsetMinutes,
      alternatives: others,
    };
  }
  // No offset reproduces the wall time: it fell in a gap. Read it with the offsets on either
  // side of the jump, earlier-offset reading first (the time "as if the clocks had not moved").
  const before = utcOffsetMinutes(wallMs - 36 * 3_600_000, timeZone);
  const after = utcOffsetMinutes(wallMs + 36 * 3_600_000, timeZone);
  return {
    timeZone,
    status: 'gap',
    utcMs: wallMs - before * MS_PER_MINUTE,
    utcOffsetMinutes: before,
    alternatives: [{ utcMs: wallMs - after * MS_PER_MINUTE, utcOffsetMinutes: after }],
  };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `+05:30` style offset text for minutes east of UTC (seconds of old LMT offsets rounded). */
export function formatOffset(offsetMinutes: number): string {
  const rounded = Math.round(offsetMinutes);
  const sign = rounded < 0 ? '-' : '+';
  const absolute = Math.abs(rounded);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/**
 * ISO 8601 text of an instant in local time with its offset, to the second,
 * e.g. `2024-01-15T07:14:32+05:30`.
 */
export function formatInstant(instantMs: number, timeZone: string): string {
  return formatWithOffset(instantMs, Math.round(utcOffsetMinutes(instantMs, timeZone)));
}

function formatWithOffset(instantMs: number, offsetMinutes: number): string {
  const local = new Date(Math.round(instantMs / 1000) * 1000 + offsetMinutes * MS_PER_MINUTE);
  return `${local.toISOString().slice(0, 19)}${formatOffset(offsetMinutes)}`;
}

/** The local calendar date (year, month 1–12, day) of an instant in a zone. */
export function localDateOf(
  instantMs: number,
  timeZone: string,
): { year: number; month: number; day: number } {
  const local = new Date(instantMs + utcOffsetMinutes(instantMs, timeZone) * MS_PER_MINUTE);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const MS_PER_HOUR = 3_600_000;

/**
 * A `formatInstant` for many instants in one zone, for answers that carry hundreds of them
 * (a dasha tree, a day's transitions). Each instant's text is kept, since a period's end is the
 * next one's start and the levels of a dasha share their bounds. Offsets are kept per UTC hour:
 * the first instant of an hour reads its own offset; when a second instant falls in that hour,
 * the hour's two ends are read, and if they agree (no zone changes offset twice within an
 * hour) the whole hour has that offset.
 */
export function instantFormatter(timeZone: string): (instantMs: number) => string {
  const texts = new Map<number, string>();
  const hourOffsets = new Map<number, number | null>();
  const firstInHour = new Map<number, number>();
  const offsetAt = (instantMs: number) => {
    const hour = Math.floor(instantMs / MS_PER_HOUR);
    const known = hourOffsets.get(hour);
    if (known !== undefined) return known ?? utcOffsetMinutes(instantMs, timeZone);
    if (!firstInHour.has(hour)) {
      firstInHour.set(hour, instantMs);
      return utcOffsetMinutes(instantMs, timeZone);
    }
    const start = utcOffsetMinutes(hour * MS_PER_HOUR, timeZone);
    const end = utcOffsetMinutes((hour + 1) * MS_PER_HOUR - 1, timeZone);
    hourOffsets.set(hour, start === end ? start : null);
    return start === end ? start : utcOffsetMinutes(instantMs, timeZone);
  };
  return (instantMs) => {
    let text = texts.get(instantMs);
    if (text === undefined) {
      text = formatWithOffset(instantMs, Math.round(offsetAt(instantMs)));
      texts.set(instantMs, text);
    }
    return text;
  };
}

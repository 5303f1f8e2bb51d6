import {
  CHOGHADIYA_IDS,
  type ChoghadiyaId,
  type ChoghadiyaQualityId,
  type PlanetId,
} from './ids.js';

/** An interval, milliseconds since the Unix epoch (UTC). */
export interface Period {
  readonly startMs: number;
  readonly endMs: number;
}

/** Weekday lords from Sunday (0) to Saturday (6). */
export const VARA_LORDS: readonly PlanetId[] = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
];

/** Successive horas follow the Chaldean order (slowest to fastest planet), wrapping round. */
const HORA_ORDER: readonly PlanetId[] = [
  'sun',
  'venus',
  'mercury',
  'moon',
  'saturn',
  'jupiter',
  'mars',
];

/** Which eighth (1–8) of daytime each kaal occupies, Sunday first. */
const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3];
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1];

/**
 * Dur muhurta by weekday (Muhurta Chintamani): which of the 15 day muhurtas (`day`) or of the
 * 15 night muhurtas after sunset (`night`) are avoided.
 */
const DUR_MUHURTA: readonly (readonly { readonly part: 'day' | 'night'; readonly n: number }[])[] =
  [
    [{ part: 'day', n: 14 }],
    [
      { part: 'day', n: 9 },
      { part: 'day', n: 12 },
    ],
    [
      { part: 'day', n: 4 },
      { part: 'night', n: 7 },
    ],
    [{ part: 'day', n: 8 }],
    [
      { part: 'day', n: 6 },
      { part: 'day', n: 12 },
    ],
    [
      { part: 'day', n: 4 },
      { part: 'day', n: 9 },
    ],
    [
      { part: 'day', n: 1 },
      { part: 'day', n: 2 },
    ],
  ];

const CHOGHADIYA_QUALITY: Record<ChoghadiyaId, ChoghadiyaQualityId> = {
  udveg: 'bad',
  char: 'neutral',
  labh: 'good',
  amrit: 'good',
  kaal: 'bad',
  shubh: 'good',
  rog: 'bad',
};

export interface Choghadiya extends Period {
  readonly name: ChoghadiyaId;
  readonly quality: ChoghadiyaQualityId;
}

export interface Hora extends Period {
  readonly lord: PlanetId;
  readonly part: 'day' | 'night';
}

export interface DailyTimings {
  readonly rahuKaal: Period;
  readonly yamaganda: Period;
  readonly gulika: Period;
  readonly abhijitMuhurta: Period;
  readonly brahmaMuhurta: Period;
  readonly durMuhurta: readonly Period[];
  readonly choghadiya: {
    readonly day: readonly Choghadiya[];
    readonly night: readonly Choghadiya[];
  };
  readonly horas: readonly Hora[];
}

function part(from: number, to: number, divisions: number, n: number): Period {
  const length = (to - from) / divisions;
  return { startMs: from + (n - 1) * length, endMs: from + n * length };
}

/**
 * Rahu kaal of a day from its sunrise and sunset (UTC milliseconds) and weekday (0 = Sunday):
 * the eighth of daytime the weekday gives it, as {@link computeDailyTimings} reckons it.
 */
export function rahuKaalOf(sunriseMs: number, sunsetMs: number, weekday: number): Period {
  return part(sunriseMs, sunsetMs, 8, RAHU_KAAL_PART[weekday] ?? 1);
}

/**
 * The muhurat timings of one Hindu day from its sunrise, sunset and the next sunrise, and the
 * sunset before it (UTC milliseconds), for a weekday 0 = Sunday … 6 = Saturday:
 * - Rahu kaal, Yamaganda, Gulika kaal: one eighth of daytime each, by weekday;
 * - Abhijit muhurta: the 8th of the 15 daytime muhurtas (local noon ± 24 min at equinox);
 * - Brahma muhurta: the 14th of the 15 muhurtas of the night before sunrise, so it ends one
 *   night-muhurta before sunrise;
 * - Dur muhurta: by weekday, one or two muhurtas of the day or the following night;
 * - Choghadiya: eight equal parts of the day and of the night, in their weekday sequence;
 * - Horas: twelve unequal hours of daytime and twelve of night-time, the first ruled by the
 *   weekday's lord, the rest in Chaldean order.
 */
export function computeDailyTimings(
  previousSunsetMs: number,
  sunriseMs: number,
  sunsetMs: number,
  nextSunriseMs: number,
  weekday: number,
): DailyTimings {
  const eighth = (parts: readonly number[]) => part(sunriseMs, sunsetMs, 8, parts[weekday] ?? 1);

  const dayStartIndex = [0, 3, 6, 2, 5, 1, 4][weekday] ?? 0;
  const choghadiya = (from: number, to: number, first: number, step: number): Choghadiya[] =>
    Array.from({ length: 8 }, (_, n) => {
      const name = CHOGHADIYA_IDS[(first + n * step) % 7] ?? 'udveg';
      return { ...part(from, to, 8, n + 1), name, quality: CHOGHADIYA_QUALITY[name] };
    });

  const firstHora = HORA_ORDER.indexOf(VARA_LORDS[weekday] ?? 'sun');
  const horas: Hora[] = Array.from({ length: 24 }, (_, n) => {
    const day = n < 12;
    const period = day
      ? part(sunriseMs, sunsetMs, 12, n + 1)
      : part(sunsetMs, nextSunriseMs, 12, n - 11);
    return {
      ...period,
      lord: HORA_ORDER[(firstHora + n) % 7] ?? 'sun',
      part: day ? 'day' : 'night',
    };
  });

  return {
    rahuKaal: rahuKaalOf(sunriseMs, sunsetMs, weekday),
    yamaganda: eighth(YAMAGANDA_PART),
    gulika: eighth(GULIKA_PART),
    abhijitMuhurta: part(sunriseMs, sunsetMs, 15, 8),
    brahmaMuhurta: part(previousSunsetMs, sunriseMs, 15, 14),
    durMuhurta: (DUR_MUHURTA[weekday] ?? []).map(({ part: half, n }) =>
      half === 'day' ? part(sunriseMs, sunsetMs, 15, n) : part(sunsetMs, nextSunriseMs, 15, n),
    ),
    choghadiya: {
      day: choghadiya(sunriseMs, sunsetMs, dayStartIndex, 1),
      night: choghadiya(sunsetMs, nextSunriseMs, dayStartIndex + 5, 5),
    },
    horas,
  };
}

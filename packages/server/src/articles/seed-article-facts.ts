import type { EclipseContactId, FestivalId, PlanetId, TransitKind } from '@jyotish/engine';

/**
 * What each seeded article states about the sky, for `seed-articles.test.ts` to check against
 * the engine: every full date, clock time and degree an article's text names must be one of
 * its facts' (IST unless a fact is given in UTC too), and every fact must be what the engine
 * computes (transits and eclipses to the minute, festivals by date and tithi span, New Delhi;
 * positions to the arc-minute or degree they are written with).
 * Instants are written as IST, `YYYY-MM-DD HH:MM`; signs 1 = Aries … 12 = Pisces (sidereal,
 * Lahiri; Rahu the mean node, as the engine's transits use).
 */
export type ArticleFact =
  | {
      readonly kind: 'transit';
      readonly planet: PlanetId;
      readonly event: TransitKind;
      readonly sign: number;
      readonly at: string;
    }
  | {
      readonly kind: 'festival';
      readonly festival: FestivalId;
      readonly date: string;
      /** The deciding tithi's span, when an article gives it. */
      readonly tithi?: readonly [string, string];
    }
  | {
      readonly kind: 'syzygy';
      readonly phase: 'new' | 'full';
      readonly at: string;
      readonly moonSign: number;
    }
  | {
      readonly kind: 'eclipse';
      readonly eclipse: 'lunar' | 'solar';
      readonly type: 'total' | 'partial';
      readonly greatest: string;
      readonly visibleInDelhi: boolean;
      readonly contacts?: Partial<Readonly<Record<EclipseContactId, string>>>;
    }
  | {
      readonly kind: 'conjunction';
      readonly planets: readonly [PlanetId, PlanetId];
      readonly date: string;
      readonly sign: number;
    }
  | { readonly kind: 'equinox'; readonly at: string }
  /** Sutak of a lunar eclipse: nine hours before its first umbral contact. */
  | { readonly kind: 'sutak'; readonly at: string; readonly partialBegins: string }
  /**
   * Where a body stands at an instant in its sign, as the text writes it, rounded: `0°56′`
   * to the arc-minute, `21°` to the degree.
   */
  | {
      readonly kind: 'position';
      readonly body: PositionBody;
      readonly at: string;
      readonly sign: number;
      readonly degrees: string;
    }
  /** The least angle in the sky between two bodies (latitude included) on an IST date. */
  | {
      readonly kind: 'closest';
      readonly bodies: readonly [PositionBody, PositionBody];
      readonly date: string;
      readonly degrees: string;
    }
  /** The Lahiri ayanamsa at an instant, as `24°13′` and in decimal degrees. */
  | { readonly kind: 'ayanamsa'; readonly at: string; readonly degrees: readonly string[] }
  /** A degree the text names from doctrine, not from the sky of a date (with why). */
  | { readonly kind: 'doctrine'; readonly degrees: string; readonly why: string };

export type PositionBody = Exclude<PlanetId, 'rahu' | 'ketu'> | 'rahu';

const TAURUS = 2;
const GEMINI = 3;
const CANCER = 4;
const LEO = 5;
const VIRGO = 6;
const LIBRA = 7;
const SCORPIO = 8;
const SAGITTARIUS = 9;
const CAPRICORN = 10;
const AQUARIUS = 11;
const PISCES = 12;

const transit = (planet: PlanetId, event: TransitKind, sign: number, at: string): ArticleFact => ({
  kind: 'transit',
  planet,
  event,
  sign,
  at,
});
const festival = (
  id: FestivalId,
  date: string,
  tithi?: readonly [string, string],
): ArticleFact => ({ kind: 'festival', festival: id, date, ...(tithi ? { tithi } : {}) });

const LUNAR_ECLIPSE: ArticleFact = {
  kind: 'eclipse',
  eclipse: 'lunar',
  type: 'total',
  greatest: '2025-09-07 23:41',
  visibleInDelhi: true,
  contacts: {
    'penumbral-begin': '2025-09-07 20:58',
    'partial-begin': '2025-09-07 21:57',
    'total-begin': '2025-09-07 23:00',
    'total-end': '2025-09-08 00:22',
    'partial-end': '2025-09-08 01:26',
    'penumbral-end': '2025-09-08 02:25',
  },
};
const SOLAR_ECLIPSE: ArticleFact = {
  kind: 'eclipse',
  eclipse: 'solar',
  type: 'partial',
  greatest: '2025-09-22 01:11',
  visibleInDelhi: false,
};
const MARCH_LUNAR_ECLIPSE: ArticleFact = {
  kind: 'eclipse',
  eclipse: 'lunar',
  type: 'total',
  greatest: '2025-03-14 12:28',
  visibleInDelhi: false,
};
const MARCH_SOLAR_ECLIPSE: ArticleFact = {
  kind: 'eclipse',
  eclipse: 'solar',
  type: 'partial',
  greatest: '2025-03-29 16:17',
  visibleInDelhi: false,
};
const NEW_MOON_VIRGO: ArticleFact = {
  kind: 'syzygy',
  phase: 'new',
  at: '2025-09-22 01:24',
  moonSign: VIRGO,
};
const NAVRATRI = festival('navratri', '2025-09-22', ['2025-09-22 01:24', '2025-09-23 02:56']);
const DURGA_ASHTAMI = festival('durga-ashtami', '2025-09-30', [
  '2025-09-29 16:32',
  '2025-09-30 18:06',
]);
const DUSSEHRA = festival('dussehra', '2025-10-02', ['2025-10-01 19:01', '2025-10-02 19:11']);

const JUPITER_IN_GEMINI = transit('jupiter', 'ingress', GEMINI, '2025-05-14 22:37');
const JUPITER_IN_CANCER = transit('jupiter', 'ingress', CANCER, '2025-10-18 19:49');
const JUPITER_RETROGRADE = transit('jupiter', 'retrograde', CANCER, '2025-11-11 21:51');
const JUPITER_BACK_TO_GEMINI = transit('jupiter', 'ingress', GEMINI, '2025-12-05 17:25');
const JUPITER_DIRECT = transit('jupiter', 'direct', GEMINI, '2026-03-11 09:23');
const JUPITER_CANCER_AGAIN = transit('jupiter', 'ingress', CANCER, '2026-06-02 01:50');
const SATURN_IN_PISCES = transit('saturn', 'ingress', PISCES, '2025-03-29 21:45');
const SATURN_RETROGRADE = transit('saturn', 'retrograde', PISCES, '2025-07-13 08:58');
const MERCURY_IN_VIRGO = transit('mercury', 'ingress', VIRGO, '2025-09-15 11:07');
const MERCURY_IN_LIBRA = transit('mercury', 'ingress', LIBRA, '2025-10-03 03:43');
const MERCURY_RETROGRADE_NOVEMBER = transit('mercury', 'retrograde', SCORPIO, '2025-11-10 00:31');
const MERCURY_BACK_TO_LIBRA = transit('mercury', 'ingress', LIBRA, '2025-11-23 20:07');
const MERCURY_DIRECT_NOVEMBER = transit('mercury', 'direct', LIBRA, '2025-11-29 23:08');
const MERCURY_SCORPIO_AGAIN = transit('mercury', 'ingress', SCORPIO, '2025-12-06 20:45');
const MERCURY_COMBUST_ENDS = transit('mercury', 'combust-end', VIRGO, '2025-10-02 17:36');
const SUN_IN_LEO = transit('sun', 'ingress', LEO, '2025-08-17 01:53');
const SUN_IN_VIRGO = transit('sun', 'ingress', VIRGO, '2025-09-17 01:47');
const SUN_IN_LIBRA = transit('sun', 'ingress', LIBRA, '2025-10-17 13:46');
const VENUS_IN_VIRGO = transit('venus', 'ingress', VIRGO, '2025-10-09 10:49');
const NODES_2025 = [
  transit('rahu', 'ingress', AQUARIUS, '2025-05-18 19:35'),
  transit('ketu', 'ingress', LEO, '2025-05-18 19:35'),
];

const position = (body: PositionBody, at: string, sign: number, degrees: string): ArticleFact => ({
  kind: 'position',
  body,
  at,
  sign,
  degrees,
});
const doctrine = (degrees: string, why: string): ArticleFact => ({
  kind: 'doctrine',
  degrees,
  why,
});

/** Each seeded article's facts, by its number. */
export const SEED_ARTICLE_FACTS: Readonly<Record<number, readonly ArticleFact[]>> = {
  1: [
    position('jupiter', '2025-11-11 21:51', CANCER, '0°56′'),
    doctrine('5°', 'Jupiter’s deepest exaltation, 5° Cancer'),
    JUPITER_IN_CANCER,
    JUPITER_RETROGRADE,
    JUPITER_BACK_TO_GEMINI,
    JUPITER_DIRECT,
    JUPITER_CANCER_AGAIN,
    transit('jupiter', 'ingress', LEO, '2026-10-31 12:03'),
    JUPITER_IN_GEMINI,
  ],
  2: [
    position('venus', '2025-08-12 12:00', GEMINI, '20°'),
    position('jupiter', '2025-08-12 12:00', GEMINI, '20°'),
    { kind: 'closest', bodies: ['venus', 'jupiter'], date: '2025-08-12', degrees: '0.9°' },
    { kind: 'conjunction', planets: ['venus', 'jupiter'], date: '2025-08-12', sign: GEMINI },
    transit('venus', 'ingress', GEMINI, '2025-07-26 08:57'),
    transit('venus', 'ingress', CANCER, '2025-08-21 01:20'),
    JUPITER_IN_GEMINI,
    transit('jupiter', 'combust-end', GEMINI, '2025-07-10 00:18'),
  ],
  3: [
    position('saturn', '2025-07-13 08:58', PISCES, '7°43′'),
    SATURN_IN_PISCES,
    transit('mars', 'ingress', VIRGO, '2025-07-28 20:00'),
    transit('mars', 'ingress', LIBRA, '2025-09-13 21:23'),
    SATURN_RETROGRADE,
  ],
  4: [
    position('mercury', '2025-07-18 10:14', CANCER, '21°22′'),
    position('mercury', '2025-08-11 13:00', CANCER, '10°02′'),
    position('mercury', '2025-11-10 00:31', SCORPIO, '12°39′'),
    position('mercury', '2025-11-29 23:08', LIBRA, '26°29′'),
    transit('mercury', 'retrograde', CANCER, '2025-07-18 10:14'),
    transit('mercury', 'direct', CANCER, '2025-08-11 13:00'),
    transit('mercury', 'combust-begin', CANCER, '2025-07-24 19:47'),
    transit('mercury', 'combust-end', CANCER, '2025-08-09 02:46'),
    MERCURY_RETROGRADE_NOVEMBER,
    MERCURY_BACK_TO_LIBRA,
    MERCURY_DIRECT_NOVEMBER,
    MERCURY_SCORPIO_AGAIN,
    transit('mercury', 'retrograde', PISCES, '2025-03-15 12:16'),
    transit('mercury', 'direct', PISCES, '2025-04-07 16:38'),
    transit('mercury', 'retrograde', AQUARIUS, '2026-02-26 12:17'),
    transit('mercury', 'direct', AQUARIUS, '2026-03-21 01:03'),
    MERCURY_IN_VIRGO,
    MERCURY_IN_LIBRA,
  ],
  5: [
    position('moon', '2025-09-07 23:38', AQUARIUS, '21°'),
    position('sun', '2025-09-07 23:38', LEO, '21°'),
    { kind: 'syzygy', phase: 'full', at: '2025-09-07 23:38', moonSign: AQUARIUS },
    festival('purnima', '2025-09-07', ['2025-09-07 01:41', '2025-09-07 23:38']),
    festival('pitru-paksha', '2025-09-07'),
    LUNAR_ECLIPSE,
    { kind: 'syzygy', phase: 'full', at: '2025-08-09 13:25', moonSign: CAPRICORN },
    festival('raksha-bandhan', '2025-08-09'),
  ],
  6: [
    position('moon', '2025-08-23 11:36', LEO, '6°'),
    position('sun', '2025-08-23 11:36', LEO, '6°'),
    { kind: 'syzygy', phase: 'new', at: '2025-08-23 11:36', moonSign: LEO },
    festival('amavasya', '2025-08-23', ['2025-08-22 11:56', '2025-08-23 11:36']),
    SUN_IN_LEO,
    festival('ganesh-chaturthi', '2025-08-27'),
  ],
  7: [
    transit('mars', 'ingress', LIBRA, '2025-09-13 21:23'),
    transit('mars', 'ingress', SCORPIO, '2025-10-27 15:43'),
    transit('venus', 'ingress', LEO, '2025-09-15 00:17'),
    VENUS_IN_VIRGO,
    transit('venus', 'ingress', LIBRA, '2025-11-02 13:16'),
    SUN_IN_LIBRA,
  ],
  8: [
    position('jupiter', '2025-11-11 21:51', CANCER, '0°56′'),
    position('jupiter', '2026-03-11 09:23', GEMINI, '20°52′'),
    position('jupiter', '2025-02-04 15:24', TAURUS, '17°04′'),
    JUPITER_RETROGRADE,
    JUPITER_BACK_TO_GEMINI,
    JUPITER_DIRECT,
    JUPITER_CANCER_AGAIN,
    transit('jupiter', 'direct', TAURUS, '2025-02-04 15:24'),
  ],
  9: [
    position('saturn', '2025-07-13 08:58', PISCES, '7°43′'),
    position('saturn', '2025-11-28 09:45', PISCES, '0°56′'),
    SATURN_RETROGRADE,
    transit('saturn', 'direct', PISCES, '2025-11-28 09:45'),
    SATURN_IN_PISCES,
  ],
  10: [
    ...NODES_2025,
    transit('rahu', 'ingress', CAPRICORN, '2026-12-05 22:32'),
    transit('ketu', 'ingress', CANCER, '2026-12-05 22:32'),
    transit('rahu', 'ingress', PISCES, '2023-10-30 16:37'),
    transit('ketu', 'ingress', VIRGO, '2023-10-30 16:37'),
    LUNAR_ECLIPSE,
    SOLAR_ECLIPSE,
  ],
  11: [festival('ganesh-chaturthi', '2025-08-27', ['2025-08-26 13:55', '2025-08-27 15:44'])],
  12: [
    festival('pitru-paksha', '2025-09-07'),
    festival('purnima', '2025-09-07'),
    festival('amavasya', '2025-09-21', ['2025-09-21 00:17', '2025-09-22 01:24']),
    LUNAR_ECLIPSE,
    NAVRATRI,
  ],
  13: [NAVRATRI, DURGA_ASHTAMI, DUSSEHRA, NEW_MOON_VIRGO],
  14: [
    position('moon', '2025-09-07 23:41', AQUARIUS, '21°'),
    position('rahu', '2025-09-07 23:41', AQUARIUS, '24°'),
    LUNAR_ECLIPSE,
    { kind: 'sutak', at: '2025-09-07 12:57', partialBegins: '2025-09-07 21:57' },
    MARCH_LUNAR_ECLIPSE,
  ],
  15: [
    position('moon', '2025-09-22 01:11', VIRGO, '5°'),
    position('sun', '2025-09-22 01:11', VIRGO, '5°'),
    position('rahu', '2025-09-22 01:11', AQUARIUS, '23°'),
    SOLAR_ECLIPSE,
    NEW_MOON_VIRGO,
    NAVRATRI,
    MARCH_SOLAR_ECLIPSE,
  ],
  16: [
    doctrine('10°', 'the Surya Siddhanta’s combustion orb of a direct Venus'),
    transit('venus', 'combust-begin', SCORPIO, '2025-11-26 11:51'),
    transit('venus', 'combust-end', AQUARIUS, '2026-02-17 15:08'),
    transit('venus', 'ingress', SCORPIO, '2025-11-26 11:22'),
    transit('venus', 'ingress', SAGITTARIUS, '2025-12-20 07:45'),
    transit('venus', 'ingress', CAPRICORN, '2026-01-13 03:58'),
    transit('venus', 'ingress', AQUARIUS, '2026-02-06 01:11'),
  ],
  17: [
    SUN_IN_VIRGO,
    SUN_IN_LIBRA,
    SUN_IN_LEO,
    MERCURY_IN_VIRGO,
    MERCURY_IN_LIBRA,
    transit('mercury', 'combust-begin', CANCER, '2025-08-29 15:50'),
    MERCURY_COMBUST_ENDS,
  ],
  18: [
    MERCURY_IN_LIBRA,
    transit('mercury', 'ingress', SCORPIO, '2025-10-24 12:33'),
    MERCURY_RETROGRADE_NOVEMBER,
    MERCURY_BACK_TO_LIBRA,
    MERCURY_DIRECT_NOVEMBER,
    MERCURY_SCORPIO_AGAIN,
    MERCURY_COMBUST_ENDS,
    VENUS_IN_VIRGO,
  ],
  19: [
    { kind: 'ayanamsa', at: '2025-09-22 23:49', degrees: ['24°13′', '24.22°'] },
    position('sun', '2025-09-22 23:49', VIRGO, '5°47′'),
    doctrine('0°', 'the tropical Sun at the equinox, 0° Libra'),
    { kind: 'equinox', at: '2025-09-22 23:49' },
    SUN_IN_VIRGO,
    SUN_IN_LIBRA,
    NEW_MOON_VIRGO,
    NAVRATRI,
  ],
  20: [
    DUSSEHRA,
    DURGA_ASHTAMI,
    NAVRATRI,
    festival('karva-chauth', '2025-10-10'),
    festival('diwali', '2025-10-20'),
  ],
};

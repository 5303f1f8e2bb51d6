/**
 * The engine's id lists, the one copy of each: the engine computes with them and the contract
 * builds its API enums from them. This module imports nothing, so `@jyotish/engine/ids` can be
 * bundled for browsers without the native `sweph` addon the rest of the engine needs.
 */

/** The nine grahas in the engine's id spelling (as in the API). */
export const PLANET_IDS = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type PlanetId = (typeof PLANET_IDS)[number];

/** The classical lord of each sign, 1 = Aries … 12 = Pisces (Parashara; the nodes rule none). */
export const SIGN_LORDS = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
] as const satisfies readonly PlanetId[];

/** The sixteen divisional charts of the Shodashvarga. */
export const VARGA_IDS = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D7',
  'D9',
  'D10',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
] as const;
export type VargaId = (typeof VARGA_IDS)[number];

/** The ayanamsas offered; `tropical` means no ayanamsa (Western, equinox-based longitudes). */
export const AYANAMSA_IDS = ['lahiri', 'raman', 'krishnamurti', 'true-chitra', 'tropical'] as const;
export type AyanamsaId = (typeof AYANAMSA_IDS)[number];

/**
 * Which Swiss Ephemeris theory computes positions: `swiss` reads the compressed JPL-derived
 * files in `packages/engine/ephe` (1800–2400, sub-arcsecond), `moshier` is the analytic theory
 * built into the library (no files, about 0.1″ for the planets and 3″ for the Moon).
 */
export const EPHEMERIS_IDS = ['swiss', 'moshier'] as const;
export type EphemerisId = (typeof EPHEMERIS_IDS)[number];

/**
 * Where the body is when it rises or sets: `upper-limb` (its top edge on the horizon, the
 * almanacs' convention) or `disc-centre`; standard refraction either way.
 */
export const RISE_CONVENTIONS = ['upper-limb', 'disc-centre'] as const;
export type RiseConvention = (typeof RISE_CONVENTIONS)[number];

/** Rahu and Ketu from the mean or the true (osculating) lunar node. */
export const NODE_TYPES = ['mean', 'true'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** `whole-sign`: house n is the nth sign from the lagna's; `sripati`: bhava chalit cusps. */
export const HOUSE_SYSTEMS = ['whole-sign', 'sripati'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

/** A planet's dignity in a sign (Brihat Parashara Hora Shastra, ch. 3); `dignityOf` finds it. */
export const DIGNITIES = [
  'exalted',
  'moolatrikona',
  'own',
  'friend',
  'neutral',
  'enemy',
  'debilitated',
] as const;
export type Dignity = (typeof DIGNITIES)[number];

/**
 * Days in a dasha year: 365.25 (Julian year, the default of most software), 365.2422 (tropical
 * year) or 360 (savana year, some traditional almanacs).
 */
export const DASHA_YEAR_DAYS = [365.25, 365.2422, 360] as const;
export type DashaYearDays = (typeof DASHA_YEAR_DAYS)[number];

/** The twelve named Kaal sarp yogas, by the house Rahu occupies (1st → anant … 12th → sheshnag). */
export const KAAL_SARP_TYPES = [
  'anant',
  'kulik',
  'vasuki',
  'shankhpal',
  'padma',
  'mahapadma',
  'takshak',
  'karkotak',
  'shankhachur',
  'ghatak',
  'vishdhar',
  'sheshnag',
] as const;
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];

/** The three references Mangal dosha is counted from. */
export const MANGAL_REFERENCES = ['lagna', 'moon', 'venus'] as const;
export type MangalReference = (typeof MANGAL_REFERENCES)[number];

/** By how many of the three references Mars is in a dosha house: 0 none, 1 low, 2 partial, 3 high. */
export const MANGAL_STRENGTHS = ['none', 'low', 'partial', 'high'] as const;
export type MangalStrength = (typeof MANGAL_STRENGTHS)[number];

/**
 * `sade_sati`: Saturn in the 12th, 1st or 2nd sign from the natal Moon (phases `rising`,
 * `peak`, `setting`); `kantaka`: the 4th (small dhaiya); `ashtama`: the 8th (ashtama dhaiya).
 */
export const SATURN_TRANSIT_KINDS = ['sade_sati', 'kantaka', 'ashtama'] as const;
export type SaturnTransitKind = (typeof SATURN_TRANSIT_KINDS)[number];
export const SADE_SATI_PHASES = ['rising', 'peak', 'setting'] as const;
export type SadeSatiPhase = (typeof SADE_SATI_PHASES)[number];

/** The eight kootas in their classical order; maxima 1, 2, 3, 4, 5, 6, 7, 8 (total 36). */
export const KOOTA_IDS = [
  'varna',
  'vashya',
  'tara',
  'yoni',
  'graha_maitri',
  'gana',
  'bhakoot',
  'nadi',
] as const;
export type KootaId = (typeof KOOTA_IDS)[number];

/** The reading of a guna milan total, best first (`matchVerdict` gives the thresholds). */
export const MATCH_VERDICTS = ['excellent', 'good', 'average', 'not_recommended'] as const;
export type MatchVerdict = (typeof MATCH_VERDICTS)[number];

/** Choghadiya ids in the order they follow each other by day (each is a planet's). */
export const CHOGHADIYA_IDS = ['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog'] as const;
export type ChoghadiyaId = (typeof CHOGHADIYA_IDS)[number];

export const CHOGHADIYA_QUALITY_IDS = ['good', 'neutral', 'bad'] as const;
export type ChoghadiyaQualityId = (typeof CHOGHADIYA_QUALITY_IDS)[number];

/**
 * Festivals with a stable id (issue 13): the id is the festival's, whatever the language, and
 * with the date it makes a calendar event's UID. Every Ekadashi is `ekadashi` (its own name
 * comes with it), each full and new moon `purnima` and `amavasya`.
 */
export const FESTIVAL_IDS = [
  'makar-sankranti',
  'pongal',
  'vasant-panchami',
  'maha-shivaratri',
  'holika-dahan',
  'holi',
  'ugadi',
  'chaitra-navratri',
  'ram-navami',
  'hanuman-jayanti',
  'akshaya-tritiya',
  'guru-purnima',
  'raksha-bandhan',
  'janmashtami',
  'ganesh-chaturthi',
  'pitru-paksha',
  'navratri',
  'durga-ashtami',
  'dussehra',
  'karva-chauth',
  'dhanteras',
  'diwali',
  'govardhan-puja',
  'bhai-dooj',
  'chhath',
  'ekadashi',
  'purnima',
  'amavasya',
] as const;
export type FestivalId = (typeof FESTIVAL_IDS)[number];

/**
 * The time of day a festival's tithi must prevail at, as the dharmashastra digests
 * (Nirnayasindhu, Dharmasindhu) prescribe; the day is sunrise to sunset, the night sunset to
 * the next sunrise, each cut into equal parts:
 * - sunrise: the tithi at sunrise (udaya tithi);
 * - purvahna: the forenoon, sunrise to midday;
 * - madhyahna: the third of the day's five parts;
 * - aparahna: the fourth of the day's five parts;
 * - sunset: the tithi at sunset;
 * - pradosh: the first three of the night's fifteen muhurtas;
 * - nishita: the eighth of the night's fifteen muhurtas (around local midnight);
 * - moonrise: the tithi at the Moon's rising that day.
 */
export const DECIDING_TIMES = [
  'sunrise',
  'purvahna',
  'madhyahna',
  'aparahna',
  'sunset',
  'pradosh',
  'nishita',
  'moonrise',
] as const;
export type DecidingTime = (typeof DECIDING_TIMES)[number];

/** How a festival's date is decided; `docs/festival-rules.md` gives the sources. */
export type FestivalRule =
  | {
      readonly kind: 'tithi';
      /** Amanta month, 1 = Chaitra … 12 = Phalguna (never the adhika month of that name). */
      readonly month: number;
      /** 1–15 Shukla, 16–30 Krishna. */
      readonly tithi: number;
      readonly at: DecidingTime;
      /**
       * When the tithi prevails at that time on two days: the `first`, or the day it holds
       * `longer` within the deciding period.
       */
      readonly tie: 'first' | 'longer';
      /** When it prevails at that time on no day (a kshaya tithi): this time decides instead. */
      readonly otherwise?: DecidingTime;
      /**
       * Raksha Bandhan: the sunrise day only when the tithi lasts at least this many minutes
       * after sunrise (six ghatis), else the day before.
       */
      readonly minutesAfterSunrise?: number;
    }
  | { readonly kind: 'sankranti'; readonly sign: number }
  | { readonly kind: 'day-after'; readonly festival: FestivalId }
  | { readonly kind: 'every-tithi'; readonly tithis: readonly number[] };

export const ECLIPSE_KINDS = ['solar', 'lunar'] as const;
export type EclipseKind = (typeof ECLIPSE_KINDS)[number];
export const ECLIPSE_TYPES = ['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const;
export type EclipseType = (typeof ECLIPSE_TYPES)[number];
/** The local contacts of an eclipse, in the order they happen (penumbral ones for the Moon only). */
export const ECLIPSE_CONTACT_IDS = [
  'penumbral-begin',
  'partial-begin',
  'total-begin',
  'total-end',
  'partial-end',
  'penumbral-end',
] as const;
export type EclipseContactId = (typeof ECLIPSE_CONTACT_IDS)[number];

/** The purposes the muhurat finder knows (issue 13), each with its rules in docs/muhurat-rules.md. */
export const MUHURAT_PURPOSES = [
  'marriage',
  'griha-pravesh',
  'vehicle-purchase',
  'property-purchase',
  'business-launch',
  'journey-start',
] as const;
export type MuhuratPurpose = (typeof MUHURAT_PURPOSES)[number];

/** What a planet does in a year of transits (issue 13). */
export const TRANSIT_KINDS = [
  'ingress',
  'retrograde',
  'direct',
  'combust-begin',
  'combust-end',
] as const;
export type TransitKind = (typeof TRANSIT_KINDS)[number];

/** The nine debts (rin) of the Lal Kitab, each a karmic debt a family carries. */
export const RIN_IDS = [
  'pitri',
  'swa',
  'matri',
  'stri',
  'sambandhi',
  'behen',
  'nirdayi',
  'ajanma',
  'ishwariya',
] as const;
export type RinId = (typeof RIN_IDS)[number];

/** A planet's standing in the Lal Kitab chart, by its house. */
export const LAL_KITAB_STATES = ['exalted', 'debilitated', 'pakka_ghar', 'ordinary'] as const;
export type LalKitabState = (typeof LAL_KITAB_STATES)[number];

/** How a Moon-sign pair reads in love compatibility (`loveBand` gives the thresholds). */
export const LOVE_BANDS = ['excellent', 'good', 'mixed', 'challenging'] as const;
export type LoveBand = (typeof LOVE_BANDS)[number];

/** A graha's functional nature for a lagna (`functionalNature` gives the rules). */
export const FUNCTIONAL_NATURES = ['yogakaraka', 'benefic', 'neutral', 'malefic'] as const;
export type FunctionalNature = (typeof FUNCTIONAL_NATURES)[number];

/** Why a stone is advised: whose stone it is in the chart, strongest first. */
export const GEM_ROLES = [
  'lagna_lord',
  'yogakaraka',
  'ninth_lord',
  'fifth_lord',
  'dasha_lord',
] as const;
export type GemRole = (typeof GEM_ROLES)[number];

/**
 * Why a stone is to be avoided: `malefic`, a functional malefic's stone strengthens what it
 * rules (6th, 8th, 12th…); `malefic_dasha`, the same graha runs the mahadasha now; `node`,
 * Rahu's and Ketu's stones only with their dasha running and a reader's advice.
 */
export const GEM_CAUTIONS = ['malefic', 'malefic_dasha', 'node'] as const;
export type GemCautionReason = (typeof GEM_CAUTIONS)[number];

/**
 * The birth-chart yogas `detectYogas` finds, in the order it lists them (not the 27 yogas of
 * the panchang): the lunar and solar combinations, the five Pancha Mahapurusha yogas, the
 * lordship yogas, then the Moon's and the dusthana lords' yogas.
 */
export const YOGA_IDS = [
  'gaja-kesari',
  'budha-aditya',
  'chandra-mangala',
  'ruchaka',
  'bhadra',
  'hamsa',
  'malavya',
  'sasa',
  'raj',
  'dhana',
  'neecha-bhanga',
  'kemadruma',
  'vipareeta-raja',
  'adhi',
] as const;
export type YogaId = (typeof YOGA_IDS)[number];

/**
 * Vimshottari lords in their cycle, starting with Ketu for Ashwini: nakshatra n (1–27) is ruled
 * by `VIMSHOTTARI_ORDER[(n - 1) % 9]`.
 */
export const VIMSHOTTARI_ORDER: readonly PlanetId[] = [
  'ketu',
  'venus',
  'sun',
  'moon',
  'mars',
  'rahu',
  'jupiter',
  'saturn',
  'mercury',
];

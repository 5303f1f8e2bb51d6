import { type KootaId, type MatchVerdict, type PlanetId, SIGN_LORDS } from './ids.js';

/**
 * Ashtakoota (guna milan), the North Indian eight-fold matching of the two natal Moons, out
 * of 36 points. The tables are those of Muhurta Chintamani (vivaha prakarana) as B. V. Raman
 * gives them in *Muhurtha* (ch. on marriage) and as most Indian software applies them; where
 * the texts differ, the choice is named at the table. Nakshatras are numbered 1 = Ashwini …
 * 27 = Revati, signs 1 = Aries … 12 = Pisces.
 */

/** The natal Moon of one partner. */
export interface MoonPlacement {
  /** 1–27. */
  readonly nakshatra: number;
  /** 1–4. */
  readonly pada: number;
  /** Sidereal longitude of the Moon in degrees, which fixes its sign and half-sign. */
  readonly longitude: number;
}

/** A reason or exception as a stable code and its parameters (texts live in the contract). */
export interface RuleNote {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface KootaScore {
  readonly id: KootaId;
  readonly score: number;
  readonly max: number;
  readonly boy: string | number;
  readonly girl: string | number;
  readonly reason: RuleNote;
  /** The named exception that cancelled a bhakoot or nadi dosha; its score is then restored. */
  readonly exception: RuleNote | null;
}

export interface AshtakootaResult {
  readonly kootas: readonly KootaScore[];
  readonly total: number;
  readonly max: 36;
}

type Graha = Exclude<PlanetId, 'rahu' | 'ketu'>;

function signOf(longitude: number): number {
  const wrapped = ((longitude % 360) + 360) % 360;
  return Math.floor(wrapped / 30) + 1;
}

/** Forward count from sign (or nakshatra) `from` to `to`, inclusive: same = 1. */
function countFrom(from: number, to: number, size: number): number {
  return ((to - from + size) % size) + 1;
}

// Varna by Moon sign: the watery signs are Brahmin, the fiery Kshatriya, the earthy Vaishya,
// the airy Shudra. Rank 4 is the highest.
export const VARNAS = ['shudra', 'vaishya', 'kshatriya', 'brahmin'] as const;
export type Varna = (typeof VARNAS)[number];
const VARNA_OF_ELEMENT: readonly Varna[] = ['kshatriya', 'vaishya', 'shudra', 'brahmin'];

export function varnaOfSign(sign: number): Varna {
  return VARNA_OF_ELEMENT[(sign - 1) % 4] ?? 'shudra';
}

export const VASHYAS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type Vashya = (typeof VASHYAS)[number];

/**
 * Vashya group by the Moon's sign and half-sign: Sagittarius is human in its first half and
 * quadruped in its second, Capricorn quadruped in its first half and aquatic in its second.
 */
export function vashyaOf(longitude: number): Vashya {
  const sign = signOf(longitude);
  const firstHalf = ((longitude % 30) + 30) % 30 < 15;
  switch (sign) {
    case 1:
    case 2:
      return 'chatushpada';
    case 4:
    case 12:
      return 'jalachara';
    case 5:
      return 'vanachara';
    case 8:
      return 'keeta';
    case 9:
      return firstHalf ? 'manava' : 'chatushpada';
    case 10:
      return firstHalf ? 'chatushpada' : 'jalachara';
    default:
      return 'manava';
  }
}

/** Vashya points, boy's group by row, girl's by column, in `VASHYAS` order. */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

export const TARAS = [
  'janma',
  'sampat',
  'vipat',
  'kshema',
  'pratyari',
  'sadhaka',
  'vadha',
  'mitra',
  'ati_mitra',
] as const;

/** The tara (1–9) of nakshatra `to` counted from `from`: the count from one to the other, mod 9. */
export function taraNumber(from: number, to: number): number {
  return ((countFrom(from, to, 27) - 1) % 9) + 1;
}
const INAUSPICIOUS_TARAS = new Set([3, 5, 7]);

export const YONIS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type Yoni = (typeof YONIS)[number];

/** The yoni of each nakshatra, 1 = Ashwini … 27 = Revati (Abhijit, the mongoose's pair, is not counted). */
const YONI_OF_NAKSHATRA: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'serpent',
  'dog',
  'cat',
  'sheep',
  'cat',
  'rat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'buffalo',
  'tiger',
  'deer',
  'deer',
  'dog',
  'monkey',
  'mongoose',
  'monkey',
  'lion',
  'horse',
  'lion',
  'cow',
  'elephant',
];

export function yoniOfNakshatra(nakshatra: number): Yoni {
  return YONI_OF_NAKSHATRA[nakshatra - 1] ?? 'horse';
}

/**
 * Yoni points in `YONIS` order (symmetric): 4 same animal, 0 for the sworn enemies (horse and
 * buffalo, elephant and lion, sheep and monkey, serpent and mongoose, dog and deer, cat and
 * rat, cow and tiger).
 */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/** Natural friends and enemies (BPHS ch. 3), the same table `dignity.ts` uses; the rest are neutral. */
const NATURAL_RELATIONS: Record<Graha, { friends: readonly Graha[]; enemies: readonly Graha[] }> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

export type Relation = 'friend' | 'neutral' | 'enemy';

/** How `planet` regards `other` by natural friendship; a planet is its own friend. */
export function naturalRelation(planet: Graha, other: Graha): Relation {
  if (planet === other) return 'friend';
  const relations = NATURAL_RELATIONS[planet];
  if (relations.friends.includes(other)) return 'friend';
  if (relations.enemies.includes(other)) return 'enemy';
  return 'neutral';
}

function maitriPoints(a: Relation, b: Relation): number {
  const pair = [a, b].sort().join('-');
  const points: Record<string, number> = {
    'friend-friend': 5,
    'friend-neutral': 4,
    'neutral-neutral': 3,
    'enemy-friend': 1,
    'enemy-neutral': 0.5,
    'enemy-enemy': 0,
  };
  return points[pair] ?? 0;
}

export function signLord(sign: number): Graha {
  return SIGN_LORDS[sign - 1] ?? 'mars';
}

export const GANAS = ['deva', 'manushya', 'rakshasa'] as const;
export type Gana = (typeof GANAS)[number];

const DEVA_NAKSHATRAS = new Set([1, 5, 7, 8, 13, 15, 17, 22, 27]);
const MANUSHYA_NAKSHATRAS = new Set([2, 4, 6, 11, 12, 20, 21, 25, 26]);

export function ganaOfNakshatra(nakshatra: number): Gana {
  if (DEVA_NAKSHATRAS.has(nakshatra)) return 'deva';
  if (MANUSHYA_NAKSHATRAS.has(nakshatra)) return 'manushya';
  return 'rakshasa';
}

/**
 * Gana points, boy's gana by row, girl's by column (deva, manushya, rakshasa). The texts
 * differ on the mixed cells; this is the table most North Indian software prints.
 */
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

export const NADIS = ['adi', 'madhya', 'antya'] as const;
export type Nadi = (typeof NADIS)[number];

/** Nadi runs 1-2-3-3-2-1 along the nakshatras (Adi, Madhya, Antya), repeating every six. */
export function nadiOfNakshatra(nakshatra: number): Nadi {
  const pattern: readonly Nadi[] = ['adi', 'madhya', 'antya', 'antya', 'madhya', 'adi'];
  return pattern[(nakshatra - 1) % 6] ?? 'adi';
}

function varnaKoota(boySign: number, girlSign: number): KootaScore {
  const boy = varnaOfSign(boySign);
  const girl = varnaOfSign(girlSign);
  const ok = VARNAS.indexOf(boy) >= VARNAS.indexOf(girl);
  return {
    id: 'varna',
    score: ok ? 1 : 0,
    max: 1,
    boy,
    girl,
    reason: { code: ok ? 'varna_compatible' : 'varna_girl_higher', params: { boy, girl } },
    exception: null,
  };
}

function vashyaKoota(boyMoon: MoonPlacement, girlMoon: MoonPlacement): KootaScore {
  const boy = vashyaOf(boyMoon.longitude);
  const girl = vashyaOf(girlMoon.longitude);
  const score = VASHYA_POINTS[VASHYAS.indexOf(boy)]?.[VASHYAS.indexOf(girl)] ?? 0;
  const code = boy === girl ? 'vashya_same' : score === 0 ? 'vashya_hostile' : 'vashya_mixed';
  return {
    id: 'vashya',
    score,
    max: 2,
    boy,
    girl,
    reason: { code, params: { boy, girl } },
    exception: null,
  };
}

function taraKoota(boy: number, girl: number): KootaScore {
  const fromGirl = taraNumber(girl, boy);
  const fromBoy = taraNumber(boy, girl);
  const score =
    (INAUSPICIOUS_TARAS.has(fromGirl) ? 0 : 1.5) + (INAUSPICIOUS_TARAS.has(fromBoy) ? 0 : 1.5);
  const code = score === 3 ? 'tara_both_good' : score === 0 ? 'tara_both_bad' : 'tara_one_bad';
  return {
    id: 'tara',
    score,
    max: 3,
    boy,
    girl,
    reason: {
      code,
      params: {
        fromGirl,
        fromBoy,
        fromGirlName: TARAS[fromGirl - 1] ?? 'janma',
        fromBoyName: TARAS[fromBoy - 1] ?? 'janma',
      },
    },
    exception: null,
  };
}

function yoniKoota(boyNakshatra: number, girlNakshatra: number): KootaScore {
  const boy = yoniOfNakshatra(boyNakshatra);
  const girl = yoniOfNakshatra(girlNakshatra);
  const score = YONI_POINTS[YONIS.indexOf(boy)]?.[YONIS.indexOf(girl)] ?? 0;
  // The classical grades: 4 the same animal, 3 friends, 2 neutral, 1 enemies, 0 sworn enemies.
  const code =
    boy === girl
      ? 'yoni_same'
      : score >= 3
        ? 'yoni_friendly'
        : score === 2
          ? 'yoni_neutral'
          : score === 1
            ? 'yoni_unfriendly'
            : 'yoni_enemies';
  return {
    id: 'yoni',
    score,
    max: 4,
    boy,
    girl,
    reason: { code, params: { boy, girl } },
    exception: null,
  };
}

export function maitriKoota(boySign: number, girlSign: number): KootaScore {
  const boy = signLord(boySign);
  const girl = signLord(girlSign);
  const boyView = naturalRelation(boy, girl);
  const girlView = naturalRelation(girl, boy);
  const score = maitriPoints(boyView, girlView);
  return {
    id: 'graha_maitri',
    score,
    max: 5,
    boy,
    girl,
    reason: {
      code: boy === girl ? 'maitri_same_lord' : `maitri_${[boyView, girlView].sort().join('_')}`,
      params: { boy, girl, boyView, girlView },
    },
    exception: null,
  };
}

function ganaKoota(boyNakshatra: number, girlNakshatra: number): KootaScore {
  const boy = ganaOfNakshatra(boyNakshatra);
  const girl = ganaOfNakshatra(girlNakshatra);
  const score = GANA_POINTS[GANAS.indexOf(boy)]?.[GANAS.indexOf(girl)] ?? 0;
  const code = boy === girl ? 'gana_same' : score === 0 ? 'gana_hostile' : 'gana_mixed';
  return {
    id: 'gana',
    score,
    max: 6,
    boy,
    girl,
    reason: { code, params: { boy, girl } },
    exception: null,
  };
}

/**
 * Bhakoot: the signs counted from one Moon to the other. 1/1, 7/7, 3/11 and 4/10 score 7;
 * 2/12, 5/9 and 6/8 are bhakoot dosha and score 0, unless the exception of Muhurta Chintamani
 * applies: both signs have the same lord, or their lords are natural friends of each other.
 */
export function bhakootKoota(boySign: number, girlSign: number): KootaScore {
  const fromGirl = countFrom(girlSign, boySign, 12);
  const fromBoy = countFrom(boySign, girlSign, 12);
  const pair = [fromGirl, fromBoy].sort((a, b) => a - b).join('/');
  const dosha = pair === '2/12' || pair === '5/9' || pair === '6/8';
  const params = { pair, boySign, girlSign };
  if (!dosha) {
    return {
      id: 'bhakoot',
      score: 7,
      max: 7,
      boy: boySign,
      girl: girlSign,
      reason: { code: 'bhakoot_good', params },
      exception: null,
    };
  }
  const boyLord = signLord(boySign);
  const girlLord = signLord(girlSign);
  const exception: RuleNote | null =
    boyLord === girlLord
      ? { code: 'bhakoot_same_lord', params: { lord: boyLord } }
      : naturalRelation(boyLord, girlLord) === 'friend' &&
          naturalRelation(girlLord, boyLord) === 'friend'
        ? { code: 'bhakoot_friendly_lords', params: { boy: boyLord, girl: girlLord } }
        : null;
  return {
    id: 'bhakoot',
    score: exception ? 7 : 0,
    max: 7,
    boy: boySign,
    girl: girlSign,
    reason: { code: 'bhakoot_dosha', params },
    exception,
  };
}

/**
 * Nadi: the same nadi is nadi dosha (0 of 8), cancelled when the Moons share the sign but not
 * the nakshatra, share the nakshatra but not the sign, or share the nakshatra in different
 * padas. The same nakshatra and pada is never cancelled.
 */
function nadiKoota(boyMoon: MoonPlacement, girlMoon: MoonPlacement): KootaScore {
  const boy = nadiOfNakshatra(boyMoon.nakshatra);
  const girl = nadiOfNakshatra(girlMoon.nakshatra);
  if (boy !== girl) {
    return {
      id: 'nadi',
      score: 8,
      max: 8,
      boy,
      girl,
      reason: { code: 'nadi_different', params: { boy, girl } },
      exception: null,
    };
  }
  const boySign = signOf(boyMoon.longitude);
  const girlSign = signOf(girlMoon.longitude);
  const sameNakshatra = boyMoon.nakshatra === girlMoon.nakshatra;
  let exception: RuleNote | null = null;
  if (!sameNakshatra && boySign === girlSign) {
    exception = { code: 'nadi_same_sign_other_nakshatra', params: { sign: boySign } };
  } else if (sameNakshatra && boySign !== girlSign) {
    exception = {
      code: 'nadi_same_nakshatra_other_sign',
      params: { nakshatra: boyMoon.nakshatra },
    };
  } else if (sameNakshatra && boyMoon.pada !== girlMoon.pada) {
    exception = {
      code: 'nadi_same_nakshatra_other_pada',
      params: { nakshatra: boyMoon.nakshatra, boyPada: boyMoon.pada, girlPada: girlMoon.pada },
    };
  }
  return {
    id: 'nadi',
    score: exception ? 8 : 0,
    max: 8,
    boy,
    girl,
    reason: { code: 'nadi_same', params: { nadi: boy } },
    exception,
  };
}

/** The eight kootas and their total for a boy's and a girl's natal Moon. */
export function ashtakoota(boy: MoonPlacement, girl: MoonPlacement): AshtakootaResult {
  const boySign = signOf(boy.longitude);
  const girlSign = signOf(girl.longitude);
  const kootas = [
    varnaKoota(boySign, girlSign),
    vashyaKoota(boy, girl),
    taraKoota(boy.nakshatra, girl.nakshatra),
    yoniKoota(boy.nakshatra, girl.nakshatra),
    maitriKoota(boySign, girlSign),
    ganaKoota(boy.nakshatra, girl.nakshatra),
    bhakootKoota(boySign, girlSign),
    nadiKoota(boy, girl),
  ];
  return { kootas, total: kootas.reduce((sum, koota) => sum + koota.score, 0), max: 36 };
}

/** The customary reading of the total: under 18 not recommended, 18–24 average, 25–32 good, above 32 excellent. */
export function matchVerdict(total: number): MatchVerdict {
  if (total < 18) return 'not_recommended';
  if (total <= 24) return 'average';
  if (total <= 32) return 'good';
  return 'excellent';
}

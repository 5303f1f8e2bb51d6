import type { PlanetId } from '@jyotish/contract';
import type { vastu as en } from '@/locales/en/vastu';

/**
 * The rules of the Vastu checker, following the common teaching of Vastu Shastra: each of the
 * eight directions and the centre (Brahmasthan) has a ruling deity, an element and a planet,
 * and each room is ideal, acceptable ("good") or best avoided in each of them. Texts live in
 * the `vastu` namespace; this module only says which text each case reads.
 */

/** The eight directions clockwise from north, then the centre of the home. */
export const DIRECTIONS = [
  'north',
  'northEast',
  'east',
  'southEast',
  'south',
  'southWest',
  'west',
  'northWest',
  'centre',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The directions on the compass's rim (all but the centre). */
export const RIM_DIRECTIONS = DIRECTIONS.filter(
  (direction): direction is Exclude<Direction, 'centre'> => direction !== 'centre',
);

export const ELEMENTS = ['water', 'air', 'fire', 'earth', 'space'] as const;
export type Element = (typeof ELEMENTS)[number];

export const DEITIES = [
  'kubera',
  'ishana',
  'indra',
  'agni',
  'yama',
  'nirriti',
  'varuna',
  'vayu',
  'brahma',
] as const;
export type Deity = (typeof DEITIES)[number];

export interface DirectionLore {
  readonly deity: Deity;
  readonly element: Element;
  /** The ruling planet; the centre, Brahma's place, has none. */
  readonly planet: PlanetId | null;
  /** Degrees clockwise from north, for the compass; null for the centre. */
  readonly bearing: number | null;
}

/**
 * The ruler of each direction as Vastu texts give it (Vastu Purusha Mandala): the guardians
 * of the directions (dikpalas) with Brahma in the middle, the planet of each direction, and
 * the element that rules it (water in the north-east, fire in the south-east, earth in the
 * south-west, air in the north-west, space in the middle).
 */
export const DIRECTION_LORE: Readonly<Record<Direction, DirectionLore>> = {
  north: { deity: 'kubera', element: 'water', planet: 'mercury', bearing: 0 },
  northEast: { deity: 'ishana', element: 'water', planet: 'jupiter', bearing: 45 },
  east: { deity: 'indra', element: 'air', planet: 'sun', bearing: 90 },
  southEast: { deity: 'agni', element: 'fire', planet: 'venus', bearing: 135 },
  south: { deity: 'yama', element: 'fire', planet: 'mars', bearing: 180 },
  southWest: { deity: 'nirriti', element: 'earth', planet: 'rahu', bearing: 225 },
  west: { deity: 'varuna', element: 'space', planet: 'saturn', bearing: 270 },
  northWest: { deity: 'vayu', element: 'air', planet: 'moon', bearing: 315 },
  centre: { deity: 'brahma', element: 'space', planet: null, bearing: null },
};

export const ROOMS = [
  'entrance',
  'kitchen',
  'masterBedroom',
  'childrenBedroom',
  'guestBedroom',
  'livingRoom',
  'pooja',
  'toilet',
  'study',
  'staircase',
  'dining',
  'storeRoom',
  'undergroundWater',
  'overheadTank',
  'parking',
] as const;
export type Room = (typeof ROOMS)[number];

export const VERDICTS = ['ideal', 'good', 'avoid'] as const;
export type Verdict = (typeof VERDICTS)[number];

type Row = Readonly<Record<Direction, Verdict>>;

/** One room's verdicts; directions not named are to be avoided. */
function row(ideal: readonly Direction[], good: readonly Direction[]): Row {
  return Object.fromEntries(
    DIRECTIONS.map((direction) => [
      direction,
      ideal.includes(direction) ? 'ideal' : good.includes(direction) ? 'good' : 'avoid',
    ]),
  ) as Record<Direction, Verdict>;
}

/**
 * The verdict of each room in each direction. The reasons, in short: the north-east (Ishana,
 * water) stays light, open and pure, for worship, water and study; the south-east belongs to
 * fire and so to the kitchen; the south-west (earth) is heavy and stable, for the head of the
 * family, stores and tanks above ground; the north-west (air, movement) suits guests, cars and
 * what comes and goes; the centre (Brahmasthan) is kept open and free of weight and waste.
 */
export const VASTU_RULES: Readonly<Record<Room, Row>> = {
  entrance: row(['north', 'northEast', 'east'], ['northWest', 'west']),
  kitchen: row(['southEast'], ['northWest', 'east', 'south']),
  masterBedroom: row(['southWest'], ['south', 'west']),
  childrenBedroom: row(['west'], ['northWest', 'east', 'north']),
  guestBedroom: row(['northWest'], ['north', 'east', 'west', 'south']),
  livingRoom: row(['north', 'east', 'northEast'], ['northWest', 'west', 'south', 'centre']),
  pooja: row(['northEast'], ['east', 'north', 'west', 'centre']),
  toilet: row(['northWest'], ['west', 'south']),
  study: row(['northEast', 'north'], ['east', 'west', 'southWest']),
  staircase: row(['southWest'], ['south', 'west', 'southEast', 'northWest']),
  dining: row(['west'], ['east', 'north', 'northWest', 'southEast']),
  storeRoom: row(['southWest'], ['south', 'west', 'northWest']),
  undergroundWater: row(['northEast'], ['north', 'east']),
  overheadTank: row(['southWest'], ['west', 'south', 'northWest']),
  parking: row(['northWest'], ['southEast', 'north', 'east', 'west', 'south']),
};

type AdviceTable = (typeof en)['advice'];
/** The key (namespace `vastu`) of an advice text: `advice.<room>.<verdict or direction>`. */
export type AdviceKey = {
  [R in keyof AdviceTable]: `advice.${R & string}.${keyof AdviceTable[R] & string}`;
}[keyof AdviceTable];

type RemedyTable = (typeof en)['remedies'];
/** The key of a remedy text: `remedies.<room>.<general or direction>`. */
export type RemedyKey = {
  [R in keyof RemedyTable]: `remedies.${R & string}.${keyof RemedyTable[R] & string}`;
}[keyof RemedyTable];

/**
 * Advice and remedies written for one room in one direction, where the general text of the
 * verdict would say too little. Anything not listed reads the room's text for its verdict.
 */
const SPECIFIC_ADVICE: { readonly [R in Room]?: { readonly [D in Direction]?: AdviceKey } } = {
  kitchen: { northWest: 'advice.kitchen.northWest', northEast: 'advice.kitchen.northEast' },
  toilet: { northEast: 'advice.toilet.northEast', centre: 'advice.toilet.centre' },
  entrance: { southWest: 'advice.entrance.southWest' },
  undergroundWater: { southWest: 'advice.undergroundWater.southWest' },
};

const SPECIFIC_REMEDY: { readonly [R in Room]?: { readonly [D in Direction]?: RemedyKey } } = {
  kitchen: { northEast: 'remedies.kitchen.northEast' },
  toilet: { northEast: 'remedies.toilet.northEast' },
};

/** What the checker says about one room in one direction. */
export interface VastuCheck {
  readonly room: Room;
  readonly direction: Direction;
  readonly verdict: Verdict;
  readonly lore: DirectionLore;
  readonly advice: AdviceKey;
  /** Only when the verdict is `avoid`: a simple correction that needs no purchase. */
  readonly remedy: RemedyKey | null;
}

export function checkRoom(room: Room, direction: Direction): VastuCheck {
  const verdict = VASTU_RULES[room][direction];
  const advice = SPECIFIC_ADVICE[room]?.[direction] ?? (`advice.${room}.${verdict}` as AdviceKey);
  const remedy =
    verdict === 'avoid'
      ? (SPECIFIC_REMEDY[room]?.[direction] ?? (`remedies.${room}.general` as RemedyKey))
      : null;
  return { room, direction, verdict, lore: DIRECTION_LORE[direction], advice, remedy };
}

/** The rooms that have `verdict` in `direction`, in the order of `ROOMS`. */
export function roomsFor(direction: Direction, verdict: Verdict): Room[] {
  return ROOMS.filter((room) => VASTU_RULES[room][direction] === verdict);
}

/** Every advice and remedy key the checker can give, for the tests and the rules table. */
export function allCheckKeys(): (AdviceKey | RemedyKey)[] {
  return ROOMS.flatMap((room) =>
    DIRECTIONS.flatMap((direction) => {
      const { advice, remedy } = checkRoom(room, direction);
      return remedy ? [advice, remedy] : [advice];
    }),
  );
}

export function isRoom(value: string | null | undefined): value is Room {
  return value != null && (ROOMS as readonly string[]).includes(value);
}

export function isDirection(value: string | null | undefined): value is Direction {
  return value != null && (DIRECTIONS as readonly string[]).includes(value);
}

/** One room of the reader's home and the direction it lies in. */
export interface HomeEntry {
  readonly room: Room;
  readonly direction: Direction;
}

/** At most this many rooms are kept in a link. */
export const MAX_HOME_ENTRIES = 30;

/**
 * The "check my home" list as the address carries it: `kitchen-southEast.pooja-northEast`.
 * Unknown rooms or directions and exact repeats are dropped, so a damaged link still opens.
 */
export function homeFromQuery(value: string | null): HomeEntry[] {
  if (!value) return [];
  const entries: HomeEntry[] = [];
  for (const item of value.split('.')) {
    const [room, direction] = item.split('-');
    if (!isRoom(room) || !isDirection(direction)) continue;
    if (entries.some((entry) => entry.room === room && entry.direction === direction)) continue;
    entries.push({ room, direction });
    if (entries.length === MAX_HOME_ENTRIES) break;
  }
  return entries;
}

export function queryOfHome(entries: readonly HomeEntry[]): string {
  return entries.map(({ room, direction }) => `${room}-${direction}`).join('.');
}

/** How many rooms of a home have each verdict. */
export function tally(entries: readonly HomeEntry[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { ideal: 0, good: 0, avoid: 0 };
  for (const { room, direction } of entries) counts[VASTU_RULES[room][direction]] += 1;
  return counts;
}

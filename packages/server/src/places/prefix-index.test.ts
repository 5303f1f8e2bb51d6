import { describe, expect, it } from 'vitest';
import { PrefixEntries, PrefixIndex } from './prefix-index.js';

function near(keys: readonly string[], query: string, maxEdits: number): string[] {
  const entries = new PrefixEntries();
  keys.forEach((key, place) => {
    entries.add(key, place, 0);
  });
  const index = new PrefixIndex(entries);
  const found: string[] = [];
  index.forEachNear(query, maxEdits, (first, last, edits) => {
    for (let at = first; at < last; at++) found.push(`${index.keys.get(at)} ${edits}`);
  });
  return found.sort();
}

describe('PrefixIndex.forEachNear', () => {
  const keys = ['delhi', 'delhi cantonment', 'delhiwala', 'dili', 'dehri', 'new delhi', 'kolkata'];

  it('finds whole words within the edits, a swap of two letters counting as one', () => {
    expect(near(keys, 'dehli', 1)).toEqual(['dehri 1', 'delhi 1', 'delhi cantonment 1']);
    expect(near(keys, 'dehli', 2)).toContain('dili 2');
  });

  it('reads only keys starting with the query’s first letter', () => {
    expect(near(keys, 'elhi', 1)).toEqual([]);
    expect(near(keys, 'kolkatta', 1)).toEqual(['kolkata 1']);
  });
});

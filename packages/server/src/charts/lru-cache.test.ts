import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('evicts the least recently used entry, and counts hits and misses', () => {
    const cache = new LruCache<string, number>(2);
    let computed = 0;
    const get = (key: string) =>
      cache.getOrCompute(key, () => {
        computed += 1;
        return key.length;
      });
    get('a');
    get('bb');
    get('a'); // now 'bb' is the least recently used
    get('ccc'); // evicts 'bb'
    get('a');
    get('bb'); // computed again
    expect(computed).toBe(4);
    expect(cache.health()).toEqual({ entries: 2, capacity: 2, hits: 2, misses: 4, hitRate: 2 / 6 });
  });

  it('evicts an entry only while it still holds the failed value', () => {
    const cache = new LruCache<string, string>(4);
    const failed = cache.getOrCompute('day', () => 'failed');
    cache.evict('day', 'another');
    expect(cache.health().entries).toBe(1);
    cache.evict('day', failed);
    expect(cache.getOrCompute('day', () => 'retried')).toBe('retried');
  });

  it('keeps nothing with a capacity of 0', () => {
    const cache = new LruCache<string, number>(0);
    cache.getOrCompute('a', () => 1);
    expect(cache.getOrCompute('a', () => 2)).toBe(2);
    expect(cache.health()).toEqual({ entries: 0, capacity: 0, hits: 0, misses: 2, hitRate: 0 });
  });
});

import type { CacheHealth } from '@jyotish/contract';

/**
 * A bounded least-recently-used cache counting its hits and misses. A `Map` keeps insertion
 * order, so re-inserting an entry on every hit leaves the least recently used one first, the
 * one evicted when the cache is full. A capacity of 0 keeps nothing.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  #hits = 0;
  #misses = 0;

  constructor(readonly capacity: number) {}

  /** The value for `key`, computed and kept when absent. */
  getOrCompute(key: K, compute: () => V): V {
    const cached = this.#entries.get(key);
    if (cached !== undefined) {
      this.#hits += 1;
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    this.#misses += 1;
    const value = compute();
    if (this.capacity > 0) {
      if (this.#entries.size >= this.capacity) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Forgets `key` if it still holds `value` (a computation that failed, say). */
  evict(key: K, value: V): void {
    if (this.#entries.get(key) === value) this.#entries.delete(key);
  }

  health(): CacheHealth {
    const lookups = this.#hits + this.#misses;
    return {
      entries: this.#entries.size,
      capacity: this.capacity,
      hits: this.#hits,
      misses: this.#misses,
      hitRate: lookups === 0 ? 0 : this.#hits / lookups,
    };
  }
}

/** One key of a {@link PrefixIndex}: a string, the place it leads to, and flag bits. */
export interface PrefixEntry {
  readonly key: string;
  readonly place: number;
  readonly flags: number;
}

/**
 * Keys sorted in code-unit order, so all the keys that start with a prefix form one
 * contiguous range, found with two binary searches. Places and flags are kept in typed
 * arrays beside the keys: a few bytes per key, besides the key itself.
 */
export class PrefixIndex {
  readonly keys: readonly string[];
  readonly places: Int32Array;
  readonly flags: Uint8Array;

  constructor(entries: PrefixEntry[]) {
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((entry) => entry.key);
    this.places = Int32Array.from(entries, (entry) => entry.place);
    this.flags = Uint8Array.from(entries, (entry) => entry.flags);
  }

  /** Indexes `[first, last)` of the keys that start with `prefix`. */
  range(prefix: string): [number, number] {
    return [this.lowerBound(prefix), this.lowerBound(`${prefix}\uffff`)];
  }

  private lowerBound(key: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] ?? '') < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

import { PackedStrings } from './packed-strings.js';

/** The keys of a {@link PrefixIndex} as they are found: a string, its place and flag bits. */
export class PrefixEntries {
  readonly keys: string[] = [];
  readonly places: number[] = [];
  readonly flags: number[] = [];

  add(key: string, place: number, flags: number): void {
    this.keys.push(key);
    this.places.push(place);
    this.flags.push(flags);
  }
}

/**
 * Keys sorted in code-unit order, so all the keys that start with a prefix form one
 * contiguous range, found with two binary searches. The keys are packed into one string
 * ({@link PackedStrings}); places and flags are typed arrays beside them.
 */
export class PrefixIndex {
  readonly size: number;
  readonly keys: PackedStrings;
  readonly places: Int32Array;
  readonly flags: Uint8Array;

  constructor(entries: PrefixEntries) {
    const { keys } = entries;
    const order = Array.from(keys, (_, index) => index);
    order.sort((a, b) => {
      const keyA = keys[a] ?? '';
      const keyB = keys[b] ?? '';
      return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
    });
    this.size = order.length;
    this.keys = PackedStrings.from(order.map((index) => keys[index] ?? ''));
    this.places = Int32Array.from(order, (index) => entries.places[index] ?? 0);
    this.flags = Uint8Array.from(order, (index) => entries.flags[index] ?? 0);
  }

  /** Indexes `[first, last)` of the keys that start with `prefix`. */
  range(prefix: string): [number, number] {
    return [this.lowerBound(prefix), this.lowerBound(`${prefix}\uffff`)];
  }

  private lowerBound(key: string): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys.compare(middle, key) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

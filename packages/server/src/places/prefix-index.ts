import { PackedStrings } from './packed-strings.js';

const SPACE = 0x20;

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

  /**
   * Calls `visit(first, last, edits)` for runs of keys `[first, last)` within `maxEdits` edits
   * of `query` (Damerau–Levenshtein, optimal string alignment), over whole words: a key
   * matches when the text up to the end of one of its words does (`dehli` finds `delhi` and
   * `delhi cantonment`, not `delhiwala`). Only keys starting with `query`'s first character are
   * read: few typos are in the first letter, and it divides the work by twenty. Cheap in
   * memory (no index of its own): the sorted keys are walked as a trie, each prefix's row of
   * edit distances computed once, and a prefix already too far from `query` skips every key
   * that starts with it. `edits` is the fewest found; 0 (a word equal to `query`) is reported
   * too.
   */
  forEachNear(
    query: string,
    maxEdits: number,
    visit: (first: number, last: number, edits: number) => void,
  ): void {
    const width = query.length + 1;
    const maxDepth = query.length + maxEdits + 1;
    const far = maxEdits + 1;
    // rows[d * width + j]: edits between a key's first d code units and query's first j.
    const rows = new Uint16Array((maxDepth + 1) * width);
    // path[d]: the key's code unit at d; best[d]: fewest edits of a whole word ending before d.
    const path = new Uint16Array(maxDepth);
    const best = new Uint16Array(maxDepth + 1).fill(far);
    for (let j = 0; j < width; j++) rows[j] = j;

    let [index, last] = this.range(query.slice(0, 1));
    let depth = 0;
    while (index < last) {
      const length = this.keys.lengthOf(index);
      let common = 0;
      const limit = Math.min(depth, length);
      while (common < limit && this.keys.codeAt(index, common) === path[common]) common++;
      depth = common;
      let next = index + 1;
      let edits = far;
      while (true) {
        if (depth === length) {
          edits = Math.min(best[depth] ?? far, rows[depth * width + query.length] ?? far);
          break;
        }
        const code = this.keys.codeAt(index, depth);
        path[depth] = code;
        const nearest = this.nextRow(rows, path, depth, query);
        best[depth + 1] =
          code === SPACE
            ? Math.min(best[depth] ?? far, rows[depth * width + query.length] ?? far)
            : (best[depth] ?? far);
        depth++;
        if (nearest > maxEdits) {
          next = this.endOfPrefix(index, depth, last);
          edits = best[depth] ?? far;
          break;
        }
      }
      if (edits <= maxEdits) visit(index, next, edits);
      index = next;
    }
  }

  /** Fills row `depth + 1` of {@link forEachNear}'s table; answers its smallest entry. */
  private nextRow(rows: Uint16Array, path: Uint16Array, depth: number, query: string): number {
    const width = query.length + 1;
    const above = depth * width;
    const row = above + width;
    const code = path[depth] ?? 0;
    rows[row] = depth + 1;
    let nearest = depth + 1;
    for (let j = 1; j < width; j++) {
      const queryCode = query.charCodeAt(j - 1);
      let value = Math.min(
        (rows[above + j] ?? 0) + 1,
        (rows[row + j - 1] ?? 0) + 1,
        (rows[above + j - 1] ?? 0) + (queryCode === code ? 0 : 1),
      );
      if (depth > 0 && j > 1 && queryCode === path[depth - 1] && query.charCodeAt(j - 2) === code) {
        value = Math.min(value, (rows[above - width + j - 2] ?? 0) + 1);
      }
      rows[row + j] = value;
      if (value < nearest) nearest = value;
    }
    return nearest;
  }

  /** The first index in `(index, last]` whose key does not share `index`'s first `length` units. */
  private endOfPrefix(index: number, length: number, last: number): number {
    // Most runs are short: gallop from `index`, then search between the last two steps.
    let low = index + 1;
    let step = 1;
    while (low + step < last && this.keys.sharePrefix(index, low + step, length)) {
      low += step + 1;
      step *= 2;
    }
    let high = Math.min(low + step, last);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys.sharePrefix(index, middle, length)) low = middle + 1;
      else high = middle;
    }
    return low;
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

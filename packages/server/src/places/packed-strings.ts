/**
 * Many short strings stored end to end in one string, read back by number. A table of
 * 100,000 names costs one string and four bytes a name, instead of one heap object each; and
 * since `join` copies, the table holds on to nothing of the text its strings were cut from.
 */
export class PackedStrings {
  readonly length: number;
  private readonly text: string;
  /** Where each string ends in `text` (the next one starts there). */
  private readonly ends: Uint32Array;

  private constructor(text: string, ends: Uint32Array) {
    this.text = text;
    this.ends = ends;
    this.length = ends.length;
  }

  static from(values: Iterable<string>): PackedStrings {
    const builder = new PackedStringsBuilder();
    for (const value of values) builder.add(value);
    return builder.build();
  }

  /** The string at `index`, 0 ≤ index < length. */
  get(index: number): string {
    return this.text.slice(this.start(index), this.ends[index]);
  }

  /** The length of the string at `index`. */
  lengthOf(index: number): number {
    return (this.ends[index] ?? 0) - this.start(index);
  }

  /** The string at `index` compared with `value` in code-unit order (as `<` compares). */
  compare(index: number, value: string): number {
    const start = this.start(index);
    const length = (this.ends[index] ?? 0) - start;
    const common = Math.min(length, value.length);
    for (let offset = 0; offset < common; offset++) {
      const difference = this.text.charCodeAt(start + offset) - value.charCodeAt(offset);
      if (difference !== 0) return difference;
    }
    return length - value.length;
  }

  /** The code unit at `offset` of the string at `index` (NaN past its end, as `charCodeAt`). */
  codeAt(index: number, offset: number): number {
    return offset < this.lengthOf(index) ? this.text.charCodeAt(this.start(index) + offset) : NaN;
  }

  /** Whether the strings at `a` and `b` have the same first `length` code units. */
  sharePrefix(a: number, b: number, length: number): boolean {
    if (this.lengthOf(a) < length || this.lengthOf(b) < length) return false;
    const startA = this.start(a);
    const startB = this.start(b);
    for (let offset = 0; offset < length; offset++) {
      if (this.text.charCodeAt(startA + offset) !== this.text.charCodeAt(startB + offset)) {
        return false;
      }
    }
    return true;
  }

  private start(index: number): number {
    return index === 0 ? 0 : (this.ends[index - 1] ?? 0);
  }

  /** Built a string at a time; see {@link PackedStringsBuilder}. */
  static fromParts(text: string, ends: readonly number[]): PackedStrings {
    return new PackedStrings(text, Uint32Array.from(ends));
  }
}

// Strings are joined into a chunk every so often, so the strings added (and whatever text
// they were cut from) die young instead of all living until the end.
const CHUNK = 4096;

/** Collects strings one at a time into a {@link PackedStrings}. */
export class PackedStringsBuilder {
  private readonly chunks: string[] = [];
  private pending: string[] = [];
  private readonly ends: number[] = [];
  private end = 0;

  add(value: string): void {
    this.pending.push(value);
    this.end += value.length;
    this.ends.push(this.end);
    if (this.pending.length === CHUNK) this.flush();
  }

  build(): PackedStrings {
    this.flush();
    return PackedStrings.fromParts(this.chunks.join(''), this.ends);
  }

  private flush(): void {
    if (this.pending.length > 0) this.chunks.push(this.pending.join(''));
    this.pending = [];
  }
}

/** Numbers distinct values in the order first seen, for tables indexed by a small integer. */
export class Interner<T> {
  readonly values: T[] = [];
  private readonly ids = new Map<string, number>();

  /** The number of the value `key` names, adding `value` under it when it is new. */
  id(key: string, value: () => T): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(key, id);
      this.values.push(value());
    }
    return id;
  }
}

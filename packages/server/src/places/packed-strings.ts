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

  constructor(values: readonly string[]) {
    this.length = values.length;
    this.text = values.join('');
    this.ends = new Uint32Array(values.length);
    let end = 0;
    values.forEach((value, index) => {
      end += value.length;
      this.ends[index] = end;
    });
  }

  /** The string at `index`, 0 ≤ index < length. */
  get(index: number): string {
    return this.text.slice(index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
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

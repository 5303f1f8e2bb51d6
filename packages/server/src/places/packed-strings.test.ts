import { describe, expect, it } from 'vitest';
import { Interner, PackedStrings } from './packed-strings.js';

describe('PackedStrings', () => {
  it('gives back every string by number, empty and non-Latin ones included', () => {
    const values = ['Delhi', '', 'वाराणसी', 'Łódź', 'Asia/Kolkata'];
    const packed = PackedStrings.from(values);
    expect(packed.length).toBe(5);
    expect(values.map((_, index) => packed.get(index))).toEqual(values);
  });
});

describe('Interner', () => {
  it('numbers distinct keys in the order first seen and builds each value once', () => {
    const interner = new Interner<string>();
    let built = 0;
    const id = (key: string) =>
      interner.id(key, () => {
        built++;
        return key.toUpperCase();
      });
    expect([id('in'), id('pk'), id('in'), id('np')]).toEqual([0, 1, 0, 2]);
    expect(interner.values).toEqual(['IN', 'PK', 'NP']);
    expect(built).toBe(3);
  });
});

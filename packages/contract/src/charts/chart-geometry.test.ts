import { describe, expect, it } from 'vitest';
import {
  abbreviationWidth,
  chartCells,
  houseOfSign,
  itemPositions,
  signOfHouse,
} from './chart-geometry.js';

describe('houses and signs', () => {
  it('counts whole-sign houses from the ascendant', () => {
    expect(signOfHouse(4, 1)).toBe(4);
    expect(signOfHouse(4, 10)).toBe(1);
    expect(signOfHouse(12, 2)).toBe(1);
    expect(houseOfSign(4, 12)).toBe(9);
    expect(houseOfSign(1, 1)).toBe(1);
  });
});

describe('chartCells', () => {
  it('North Indian: fixed houses, the top diamond is the lagna and the signs follow it', () => {
    const cells = chartCells('north', 4);
    expect(cells.map((cell) => cell.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(cells.map((cell) => cell.sign)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3]);
    expect(cells[0]?.anchor).toEqual({ x: 180, y: 80 });
    expect(cells[6]?.anchor).toEqual({ x: 180, y: 280 });
  });

  it('South Indian: Pisces top left, Aries next to it, Virgo bottom right, whatever the lagna', () => {
    const cells = chartCells('south', 7);
    const at = (sign: number) => cells.find((cell) => cell.sign === sign)?.outline[0];
    expect(at(12)).toEqual({ x: 0, y: 0 });
    expect(at(1)).toEqual({ x: 90, y: 0 });
    expect(at(6)).toEqual({ x: 270, y: 270 });
    expect(at(9)).toEqual({ x: 0, y: 270 });
    expect(cells.find((cell) => cell.house === 1)?.sign).toBe(7);
  });

  it('East Indian: Aries top middle, Cancer left, Libra bottom, Capricorn right', () => {
    const cells = chartCells('east', 1);
    const at = (sign: number) => cells.find((cell) => cell.sign === sign)?.anchor;
    expect(at(1)?.x).toBe(180);
    expect(at(4)?.x).toBe(60);
    expect(at(7)?.y).toBe(306);
    expect(at(10)?.x).toBe(300);
    expect(cells).toHaveLength(12);
    expect(new Set(cells.map((cell) => cell.sign)).size).toBe(12);
  });
});

describe('itemPositions', () => {
  it('centres rows of abbreviations on the anchor, wrapping at the row width', () => {
    expect(itemPositions({ x: 100, y: 100 }, [30], 90)).toEqual([{ x: 100, y: 100 }]);
    expect(itemPositions({ x: 100, y: 100 }, [30, 30, 30, 30], 90)).toEqual([
      { x: 70, y: 92 },
      { x: 100, y: 92 },
      { x: 130, y: 92 },
      { x: 100, y: 108 },
    ]);
  });

  it('gives an item wider than the row a row of its own', () => {
    expect(itemPositions({ x: 0, y: 0 }, [120, 20], 90)).toEqual([
      { x: 0, y: -8 },
      { x: 0, y: 8 },
    ]);
  });
});

describe('abbreviationWidth', () => {
  it('counts letters as they show, not code points', () => {
    expect(abbreviationWidth('Su', undefined)).toBe(30);
    expect(abbreviationWidth('Sa', 'R')).toBe(36);
    expect(abbreviationWidth('சுக்', undefined)).toBe(38);
    expect(abbreviationWidth('சனி', 'வ')).toBe(47);
  });
});

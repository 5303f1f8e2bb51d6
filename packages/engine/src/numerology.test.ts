import { describe, expect, it } from 'vitest';
import { computeNumerology, luckyNumbersOf, reduceToDigit } from './numerology.js';

describe('computeNumerology', () => {
  it('counts a Latin name and a birth date by both systems', () => {
    // ASHA: Chaldean A1 S3 H5 A1 = 10 → 1; Pythagorean A1 S1 H8 A1 = 11 → 2.
    const asha = computeNumerology({ name: 'Asha', birthDate: '1990-08-15', year: 2026 });
    expect(asha.chaldean).toEqual({ compound: 10, number: 1 });
    expect(asha.pythagorean).toEqual({ compound: 11, number: 2 });
    expect(asha.soulUrge).toBe(2); // A + A
    expect(asha.personality).toBe(9); // S1 + H8
    expect(asha.moolank).toBe(6); // 15 → 6
    expect(asha.bhagyank).toBe(6); // 1+9+9+0+0+8+1+5 = 33 → 6
    expect(asha.personalYear).toBe(6); // 15 + 8 + (2+0+2+6) = 33 → 6
    expect(asha.transliterated).toBe(false);
  });

  it('transliterates a name in Devanagari first and counts the Latin letters', () => {
    const devanagari = computeNumerology({
      name: 'नरेंद्र मोदी',
      birthDate: '1950-09-17',
      year: 2026,
    });
    const latin = computeNumerology({ name: 'Narendra Modi', birthDate: '1950-09-17', year: 2026 });
    expect(devanagari.latinName).toBe('Narendra Modi');
    expect(devanagari.transliterated).toBe(true);
    expect({ ...devanagari, latinName: '', transliterated: false }).toEqual({
      ...latin,
      latinName: '',
      transliterated: false,
    });
    // Chaldean NARENDRA 25 + MODI 16 = 41 → 5; Pythagorean 39 + 23 = 62 → 8.
    expect(latin.chaldean).toEqual({ compound: 41, number: 5 });
    expect(latin.pythagorean).toEqual({ compound: 62, number: 8 });
    expect(latin.soulUrge).toBe(4); // A E A O I = 1+5+1+6+9 = 22
    expect(latin.personality).toBe(4); // 62 - 22 = 40
    expect(latin.moolank).toBe(8); // 17
    expect(latin.bhagyank).toBe(5); // 1+9+5+0+0+9+1+7 = 32
    expect(latin.personalYear).toBe(9); // 17 + 9 + 10 = 36
  });

  it('reduces to one digit', () => {
    expect(reduceToDigit(33)).toBe(6);
    expect(reduceToDigit(199)).toBe(1);
    expect(reduceToDigit(9)).toBe(9);
  });
});

describe('luckyNumbersOf', () => {
  it('reads the moolank graha, its friends, their days and colours', () => {
    // Moolank 8 (Saturn): friends Mercury (5) and Venus (6); Saturday, Wednesday, Friday.
    expect(luckyNumbersOf(8, 5)).toEqual({
      planet: 'saturn',
      numbers: [5, 6, 8],
      weekdays: [3, 5, 6],
      colorPlanets: ['saturn', 'mercury', 'venus'],
    });
    // Moolank 1 (Sun), bhagyank 7: friends Moon 2, Mars 9, Jupiter 3.
    expect(luckyNumbersOf(1, 7)).toMatchObject({
      planet: 'sun',
      numbers: [1, 2, 3, 7, 9],
      weekdays: [0, 1, 2, 4],
    });
    // Rahu (4) counts as Saturn for friends and day.
    expect(luckyNumbersOf(4, 4)).toMatchObject({ planet: 'rahu', weekdays: [3, 5, 6] });
  });
});

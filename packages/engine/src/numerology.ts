import { hasIndicLetters, transliterateName } from './transliterate.js';

/** Chaldean values (A I J Q Y = 1 … F P = 8; no letter is 9, as the system holds 9 sacred). */
const CHALDEAN: Readonly<Record<string, number>> = Object.fromEntries(
  (
    [
      ['AIJQY', 1],
      ['BKR', 2],
      ['CGLS', 3],
      ['DMT', 4],
      ['EHNX', 5],
      ['UVW', 6],
      ['OZ', 7],
      ['FP', 8],
    ] as const
  ).flatMap(([letters, value]) => [...letters].map((letter) => [letter, value])),
);

/** Pythagorean values: A–I = 1–9, J–R = 1–9, S–Z = 1–8. */
const pythagorean = (letter: string) => ((letter.charCodeAt(0) - 65) % 9) + 1;

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/** The digit sum of a number, repeated until one digit remains (1–9; 0 stays 0). */
export function reduceToDigit(value: number): number {
  let n = Math.abs(Math.trunc(value));
  while (n > 9) n = [...String(n)].reduce((sum, digit) => sum + Number(digit), 0);
  return n;
}

export interface NumerologyInput {
  readonly name: string;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string;
  /** The year of the personal year. */
  readonly year: number;
}

export interface Numerology {
  /** The Latin letters the name was counted in (a name in an Indian script is transliterated). */
  readonly latinName: string;
  readonly transliterated: boolean;
  readonly chaldean: { readonly compound: number; readonly number: number };
  readonly pythagorean: { readonly compound: number; readonly number: number };
  /** Pythagorean vowels (A E I O U), reduced. */
  readonly soulUrge: number;
  /** Pythagorean consonants (Y among them), reduced. */
  readonly personality: number;
  /** The day of birth, reduced. */
  readonly moolank: number;
  /** All digits of the birth date, reduced. */
  readonly bhagyank: number;
  /** Birth day + birth month + the year asked, reduced. */
  readonly personalYear: number;
}

/**
 * Name and birth numbers by the rules Indian numerologists use: the name's Chaldean and
 * Pythagorean compounds (plain letter sums) and numbers (their digit sums reduced to one
 * digit), soul urge and personality from its vowels and consonants, moolank (the birth day),
 * bhagyank (every digit of the birth date) and the personal year of `year`.
 */
export function computeNumerology(input: NumerologyInput): Numerology {
  const transliterated = hasIndicLetters(input.name);
  const latinName = transliterated ? transliterateName(input.name) : input.name;
  const letters = [...latinName.normalize('NFD').toUpperCase()].filter((c) => c >= 'A' && c <= 'Z');
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const chaldean = sum(letters.map((letter) => CHALDEAN[letter] ?? 0));
  const pythagoreanValues = letters.map(pythagorean);
  const pythagoreanSum = sum(pythagoreanValues);
  const vowels = sum(letters.filter((l) => VOWELS.has(l)).map(pythagorean));
  const consonants = sum(letters.filter((l) => !VOWELS.has(l)).map(pythagorean));
  const [, month = 0, day = 0] = input.birthDate.split('-').map(Number);
  const digits = input.birthDate.replace(/\D/g, '');
  return {
    latinName,
    transliterated,
    chaldean: { compound: chaldean, number: reduceToDigit(chaldean) },
    pythagorean: { compound: pythagoreanSum, number: reduceToDigit(pythagoreanSum) },
    soulUrge: reduceToDigit(vowels),
    personality: reduceToDigit(consonants),
    moolank: reduceToDigit(day),
    bhagyank: reduceToDigit(sum([...digits].map(Number))),
    personalYear: reduceToDigit(day + month + sum([...String(input.year)].map(Number))),
  };
}

/** The graha ruling each number, 1 = Sun … 9 = Mars (Indian numerology's order). */
export const NUMBER_PLANETS = [
  'sun',
  'moon',
  'jupiter',
  'rahu',
  'mercury',
  'venus',
  'ketu',
  'saturn',
  'mars',
] as const;
export type NumberPlanet = (typeof NUMBER_PLANETS)[number];

/**
 * Each graha's natural friends (Parashara); Rahu counts as Saturn and Ketu as Mars, as the
 * saying "Shanivat Rahu, Kujavat Ketu" has it.
 */
const FRIENDS: Readonly<Record<NumberPlanet, readonly NumberPlanet[]>> = {
  sun: ['moon', 'mars', 'jupiter'],
  moon: ['sun', 'mercury'],
  mars: ['sun', 'moon', 'jupiter'],
  mercury: ['sun', 'venus'],
  jupiter: ['sun', 'moon', 'mars'],
  venus: ['mercury', 'saturn'],
  saturn: ['mercury', 'venus'],
  rahu: ['mercury', 'venus', 'saturn'],
  ketu: ['sun', 'moon', 'jupiter'],
};

/** Weekday of each graha, 0 = Sunday; the nodes take Saturn's and Mars's. */
const WEEKDAY: Readonly<Record<NumberPlanet, number>> = {
  sun: 0,
  moon: 1,
  mars: 2,
  mercury: 3,
  jupiter: 4,
  venus: 5,
  saturn: 6,
  rahu: 6,
  ketu: 2,
};

export interface LuckyNumbers {
  /** The moolank's graha: its gemstone is the one recommended. */
  readonly planet: NumberPlanet;
  /** The moolank, the bhagyank and the numbers of the graha's friends, ascending. */
  readonly numbers: readonly number[];
  /** Weekdays (0 = Sunday) of the graha and its friends, in week order. */
  readonly weekdays: readonly number[];
  /** The graha and its friends, whose colours are lucky. */
  readonly colorPlanets: readonly NumberPlanet[];
}

/** Lucky numbers, days and colours by the graha ruling the moolank and its natural friends. */
export function luckyNumbersOf(moolank: number, bhagyank: number): LuckyNumbers {
  const planet = NUMBER_PLANETS[(moolank || 9) - 1] ?? 'sun';
  const friends = FRIENDS[planet];
  const numberOf = (p: NumberPlanet) => NUMBER_PLANETS.indexOf(p) + 1;
  const numbers = [...new Set([moolank, bhagyank, ...friends.map(numberOf)])]
    .filter((n) => n >= 1)
    .sort((a, b) => a - b);
  const weekdays = [...new Set([planet, ...friends].map((p) => WEEKDAY[p]))].sort((a, b) => a - b);
  return { planet, numbers, weekdays, colorPlanets: [planet, ...friends] };
}

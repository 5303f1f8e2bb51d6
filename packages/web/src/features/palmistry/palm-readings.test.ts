import { describe, expect, it } from 'vitest';
import { palmistry as en } from '@/locales/en/palmistry';
import { palmistry as hi } from '@/locales/hi/palmistry';
import { palmistry as ta } from '@/locales/ta/palmistry';
import { palmistry as te } from '@/locales/te/palmistry';
import {
  allChoices,
  choiceLookKey,
  choiceNameKey,
  choicesOf,
  choicesOfPart,
  chosenFor,
  EMPTY_SELECTION,
  LINE_SHAPES,
  MOUNTS,
  PALM_LINES,
  PALM_PARTS,
  partNameKey,
  partWhereKey,
  queryOfSelection,
  readingKey,
  selectionFromQuery,
  withChoice,
} from './palm-readings';

const TEXTS = { en, hi, ta, te } as const;
const SCRIPT = {
  en: /[a-z]/i,
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};

/** The text under a dotted key, or undefined. */
function textAt(table: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      table,
    );
}

describe('palm readings', () => {
  it('give each line four to six shapes, and the seven mounts two states each', () => {
    for (const line of PALM_LINES) {
      expect(LINE_SHAPES[line].length).toBeGreaterThanOrEqual(4);
      expect(LINE_SHAPES[line].length).toBeLessThanOrEqual(6);
    }
    expect(MOUNTS).toEqual(['jupiter', 'saturn', 'sun', 'mercury', 'mars', 'moon', 'venus']);
    expect(allChoices()).toHaveLength(6 + 6 + 5 + 6 + 7 * 2 + 4);
  });

  it('read each choice from its own text', () => {
    expect(readingKey({ kind: 'line', line: 'life', shape: 'longDeep' })).toBe(
      'lines.life.shapes.longDeep.reading',
    );
    expect(readingKey({ kind: 'line', line: 'head', shape: 'sloping' })).toBe(
      'lines.head.shapes.sloping.reading',
    );
    expect(readingKey({ kind: 'mount', mount: 'venus', state: 'prominent' })).toBe(
      'mounts.venus.prominent',
    );
    expect(readingKey({ kind: 'hand', shape: 'fire' })).toBe('hand.shapes.fire.reading');
    expect(choiceNameKey({ kind: 'mount', mount: 'saturn', state: 'flat' })).toBe(
      'mountStates.flat.name',
    );
    expect(new Set(allChoices().map(readingKey)).size).toBe(allChoices().length);
  });

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])(
    'have every text of every choice and part in %s',
    (language) => {
      const table = TEXTS[language];
      const keys = [
        ...allChoices().flatMap((choice) => [
          readingKey(choice),
          choiceNameKey(choice),
          choiceLookKey(choice),
        ]),
        ...PALM_PARTS.flatMap((part) => [partNameKey(part), partWhereKey(part)]),
      ];
      for (const key of keys) {
        const text = textAt(table, key);
        expect(typeof text, `${language} ${key}`).toBe('string');
        expect(text as string, `${language} ${key}`).toMatch(SCRIPT[language]);
      }
      for (const choice of allChoices()) {
        const reading = textAt(table, readingKey(choice)) as string;
        // Two or three sentences each (Hindi ends them with the danda).
        const sentences = reading.split(/[.।](?:\s|$)/).filter((part) => part.trim() !== '');
        expect(sentences.length, `${language} ${readingKey(choice)}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${language} ${readingKey(choice)}`).toBeLessThanOrEqual(3);
      }
    },
  );

  it('say that a short life line is not a short life', () => {
    const key = readingKey({ kind: 'line', line: 'life', shape: 'short' });
    expect(textAt(en, key)).toMatch(/does not mean a short life/);
    expect(textAt(hi, key)).toMatch(/छोटी आयु नहीं/);
    expect(textAt(ta, key)).toMatch(/குறைந்த ஆயுளைக் குறிக்காது/);
    expect(textAt(te, key)).toMatch(/తక్కువ ఆయుష్షు కాదు/);
  });

  it('keep one choice per part', () => {
    let selection = withChoice(EMPTY_SELECTION, { kind: 'line', line: 'life', shape: 'short' });
    selection = withChoice(selection, { kind: 'line', line: 'life', shape: 'double' });
    selection = withChoice(selection, { kind: 'mount', mount: 'jupiter', state: 'prominent' });
    selection = withChoice(selection, { kind: 'hand', shape: 'water' });
    expect(chosenFor(selection, 'life')).toEqual({ kind: 'line', line: 'life', shape: 'double' });
    expect(chosenFor(selection, 'head')).toBeNull();
    expect(choicesOf(selection).map(readingKey)).toEqual([
      'lines.life.shapes.double.reading',
      'mounts.jupiter.prominent',
      'hand.shapes.water.reading',
    ]);
    expect(choicesOfPart('fate').map(readingKey)).toHaveLength(6);
  });

  it('carry the selection in the address and ignore what it does not know', () => {
    const selection = selectionFromQuery(
      new URLSearchParams('life=longDeep&heart=forked&venus=flat&hand=earth&part=venus'),
    );
    expect(selection).toEqual({
      lines: { life: 'longDeep', heart: 'forked' },
      mounts: { venus: 'flat' },
      hand: 'earth',
    });
    expect(queryOfSelection(selection)).toEqual([
      ['life', 'longDeep'],
      ['heart', 'forked'],
      ['venus', 'flat'],
      ['hand', 'earth'],
    ]);
    expect(
      selectionFromQuery(new URLSearchParams('life=tiny&saturn=huge&hand=metal&fate=faint')),
    ).toEqual({ lines: { fate: 'faint' }, mounts: {} });
  });
});

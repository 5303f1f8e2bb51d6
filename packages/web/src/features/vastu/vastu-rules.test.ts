import { describe, expect, it } from 'vitest';
import { vastu as en } from '@/locales/en/vastu';
import { vastu as hi } from '@/locales/hi/vastu';
import { vastu as ta } from '@/locales/ta/vastu';
import { vastu as te } from '@/locales/te/vastu';
import {
  allCheckKeys,
  checkRoom,
  DEITIES,
  DIRECTIONS,
  ELEMENTS,
  homeFromQuery,
  MAX_HOME_ENTRIES,
  queryOfHome,
  ROOMS,
  roomsFor,
  tally,
  VASTU_RULES,
} from './vastu-rules';

const TEXTS = { en, hi, ta, te } as const;
const SCRIPT = {
  en: /[a-z]/i,
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};

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

describe('vastu rules', () => {
  it('follow the standard teaching for the classic placements', () => {
    expect(checkRoom('kitchen', 'southEast').verdict).toBe('ideal');
    expect(checkRoom('kitchen', 'northWest').verdict).toBe('good');
    expect(checkRoom('kitchen', 'northEast').verdict).toBe('avoid');
    expect(checkRoom('pooja', 'northEast').verdict).toBe('ideal');
    expect(checkRoom('toilet', 'northEast').verdict).toBe('avoid');
    expect(checkRoom('toilet', 'centre').verdict).toBe('avoid');
    expect(checkRoom('masterBedroom', 'southWest').verdict).toBe('ideal');
    for (const direction of ['north', 'east', 'northEast'] as const) {
      expect(checkRoom('entrance', direction).verdict).toBe('ideal');
    }
    expect(checkRoom('entrance', 'southWest').verdict).toBe('avoid');
    expect(checkRoom('undergroundWater', 'northEast').verdict).toBe('ideal');
    expect(checkRoom('undergroundWater', 'southWest').verdict).toBe('avoid');
    expect(checkRoom('overheadTank', 'southWest').verdict).toBe('ideal');
    expect(checkRoom('overheadTank', 'northEast').verdict).toBe('avoid');
    expect(checkRoom('staircase', 'centre').verdict).toBe('avoid');
    expect(checkRoom('parking', 'northWest').verdict).toBe('ideal');
  });

  it('give every room a verdict in every direction and at least one ideal place', () => {
    expect(DIRECTIONS).toHaveLength(9);
    expect(ROOMS).toHaveLength(15);
    for (const room of ROOMS) {
      expect(Object.keys(VASTU_RULES[room]).sort()).toEqual([...DIRECTIONS].sort());
      expect(
        DIRECTIONS.some((direction) => VASTU_RULES[room][direction] === 'ideal'),
        room,
      ).toBe(true);
    }
    expect(roomsFor('northEast', 'ideal')).toEqual([
      'entrance',
      'livingRoom',
      'pooja',
      'study',
      'undergroundWater',
    ]);
    expect(roomsFor('centre', 'ideal')).toEqual([]);
  });

  it('say why: the ruler, element and planet of the direction', () => {
    expect(checkRoom('kitchen', 'southEast').lore).toEqual({
      deity: 'agni',
      element: 'fire',
      planet: 'venus',
      bearing: 135,
    });
    expect(checkRoom('pooja', 'northEast').lore).toMatchObject({
      deity: 'ishana',
      element: 'water',
      planet: 'jupiter',
    });
    expect(checkRoom('masterBedroom', 'southWest').lore).toMatchObject({
      deity: 'nirriti',
      element: 'earth',
      planet: 'rahu',
    });
    expect(checkRoom('livingRoom', 'centre').lore).toMatchObject({
      deity: 'brahma',
      element: 'space',
      planet: null,
    });
  });

  it('read advice for every case and a remedy only where the placement is avoided', () => {
    expect(checkRoom('kitchen', 'southEast')).toMatchObject({
      advice: 'advice.kitchen.ideal',
      remedy: null,
    });
    expect(checkRoom('kitchen', 'northEast')).toMatchObject({
      advice: 'advice.kitchen.northEast',
      remedy: 'remedies.kitchen.northEast',
    });
    expect(checkRoom('toilet', 'centre')).toMatchObject({
      advice: 'advice.toilet.centre',
      remedy: 'remedies.toilet.general',
    });
    expect(checkRoom('study', 'south')).toMatchObject({
      advice: 'advice.study.avoid',
      remedy: 'remedies.study.general',
    });
    for (const room of ROOMS) {
      for (const direction of DIRECTIONS) {
        const check = checkRoom(room, direction);
        expect(check.remedy === null, `${room} ${direction}`).toBe(check.verdict !== 'avoid');
      }
    }
  });

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])(
    'have every text the checker can show in %s',
    (language) => {
      const table = TEXTS[language];
      const keys = [
        ...allCheckKeys(),
        ...ROOMS.map((room) => `rooms.${room}`),
        ...DIRECTIONS.flatMap((direction) => [
          `directions.${direction}.name`,
          `directions.${direction}.nature`,
        ]),
        ...DEITIES.map((deity) => `deities.${deity}`),
        ...ELEMENTS.map((element) => `elements.${element}`),
        'verdicts.ideal',
        'verdicts.good',
        'verdicts.avoid',
      ];
      for (const key of keys) {
        const text = textAt(table, key);
        expect(typeof text, `${language} ${key}`).toBe('string');
        expect(text as string, `${language} ${key}`).toMatch(SCRIPT[language]);
      }
    },
  );

  it('never ask the reader to buy anything', () => {
    const remedies = [
      ...Object.values(en.remedies).flatMap(Object.values),
      ...Object.values(en.advice).flatMap(Object.values),
    ];
    for (const text of remedies) expect(text).not.toMatch(/\b(buy|purchase|product|shop)/i);
    for (const text of Object.values(hi.remedies).flatMap(Object.values)) {
      expect(text).not.toMatch(/ख़रीद|खरीद/);
    }
  });

  it('carry the home list in the address, dropping what it does not know', () => {
    const entries = homeFromQuery(
      'kitchen-southEast.pooja-northEast.toilet-centre.kitchen-southEast.sofa-north.pooja-up',
    );
    expect(entries).toEqual([
      { room: 'kitchen', direction: 'southEast' },
      { room: 'pooja', direction: 'northEast' },
      { room: 'toilet', direction: 'centre' },
    ]);
    expect(queryOfHome(entries)).toBe('kitchen-southEast.pooja-northEast.toilet-centre');
    expect(homeFromQuery(null)).toEqual([]);
    expect(tally(entries)).toEqual({ ideal: 2, good: 0, avoid: 1 });
    const many = ROOMS.flatMap((room) => DIRECTIONS.map((direction) => `${room}-${direction}`));
    expect(homeFromQuery(many.join('.'))).toHaveLength(MAX_HOME_ENTRIES);
  });
});

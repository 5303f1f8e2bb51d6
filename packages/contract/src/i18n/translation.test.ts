import { describe, expect, it } from 'vitest';
import { pluralKeyProblems, textLeaves } from './translation.js';

describe('textLeaves', () => {
  it('lists every text by its dotted path, a list as one leaf', () => {
    const leaves = textLeaves({ a: { b: 'x', c: ['y', 'z'] }, d: 'w' });
    expect([...leaves]).toEqual([
      ['a.b', 'x'],
      ['a.c', ['y', 'z']],
      ['d', 'w'],
    ]);
  });
});

describe('pluralKeyProblems', () => {
  it('accepts _one and _other, with an optional _zero', () => {
    const texts = { admin: { total_zero: 'none', total_one: '1', total_other: 'n' }, x: 'y' };
    expect(pluralKeyProblems(texts, 'hi')).toEqual([]);
  });

  it('names a _one without its _other, and a form the language does not have', () => {
    const texts = { admin: { total_one: '1' }, days_one: '1', days_other: 'n', days_few: 'f' };
    expect(pluralKeyProblems(texts, 'ta')).toEqual([
      'admin.total has no _other form in ta',
      'days_few is no plural form of ta',
    ]);
  });
});

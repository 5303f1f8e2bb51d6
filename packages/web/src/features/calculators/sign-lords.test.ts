import { describe, expect, it } from 'vitest';
import { signLord } from './sign-lords';

describe('signLord', () => {
  it('gives each sign its classical lord', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(signLord)).toEqual([
      'mars',
      'venus',
      'mercury',
      'moon',
      'sun',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'saturn',
      'jupiter',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { BirthProfileInputSchema } from './birth-profiles.js';

const profile = {
  name: 'Meera Iyer',
  gender: 'female',
  birthTime: '06:30',
  birthPlace: 'Chennai',
  latitude: 13.0827,
  longitude: 80.2707,
};

const birthDateMessage = (birthDate: string) =>
  BirthProfileInputSchema.safeParse({ ...profile, birthDate }).error?.issues[0]?.message;

describe('BirthProfileInputSchema birthDate', () => {
  // Regression: 30 February was answered 'Birth date is required'.
  it('tells a missing date from one no calendar has', () => {
    expect(birthDateMessage('')).toBe('Birth date is required');
    expect(birthDateMessage('1990-02-30')).toBe('Birth date is not a calendar date');
    expect(birthDateMessage('2023-02-29')).toBe('Birth date is not a calendar date');
    expect(birthDateMessage('2024-02-29')).toBeUndefined();
  });
});

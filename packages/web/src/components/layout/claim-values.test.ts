import { describe, expect, it } from 'vitest';
import { claimValues } from './claim-values';

describe('claimValues', () => {
  it('gives the advertised figures of SPEC §9 in English', () => {
    expect(claimValues('en')).toEqual({
      rating: '4.8',
      users: '50K',
      astrologers: '100',
      minutes: '5',
      price: '₹499',
    });
  });

  it('spells the user count with the word for thousand in the Indian languages', () => {
    expect(claimValues('hi').users).toBe('50 हज़ार');
    expect(claimValues('ta').users).toBe('50 ஆயிரம்');
    expect(claimValues('te').users).toBe('50 వేలు');
  });

  it('shows the premium report price in whole rupees in every language', () => {
    for (const language of ['en', 'hi', 'ta', 'te'] as const) {
      expect(claimValues(language).price).toBe('₹499');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatMarketingFigures } from './marketing-figures';

describe('formatMarketingFigures', () => {
  it('shows the advertised claims of SPEC §1 in English', () => {
    expect(formatMarketingFigures('en')).toEqual({
      rating: '4.8/5',
      users: '50K+',
      astrologers: '100+',
      availability: '24/7',
      premiumReportFrom: '₹499',
      lifeReportSections: '82',
      freeChatMinutes: '5',
    });
  });

  it('abbreviates the user count in the page language', () => {
    expect(formatMarketingFigures('hi').users).toBe('50 हज़ार+');
    expect(formatMarketingFigures('ta').users).toBe('50 ஆயிரம்+');
    expect(formatMarketingFigures('te').users).toBe('50 వేలు+');
    expect(formatMarketingFigures('hi').premiumReportFrom).toBe('₹499');
    expect(formatMarketingFigures('te').rating).toBe('4.8/5');
  });
});

import { resolvePage } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { formatSignDateRange, type MonthDay, ZODIAC_SIGNS } from './zodiac-signs';

const bySlug = (slug: string) => {
  const sign = ZODIAC_SIGNS.find((s) => s.slug === slug);
  if (!sign) throw new Error(`no sign ${slug}`);
  return sign;
};

const dayOfYear = ({ month, day }: MonthDay) =>
  (Date.UTC(2001, month - 1, day) - Date.UTC(2001, 0, 1)) / 86_400_000;

describe('ZODIAC_SIGNS', () => {
  it('has the twelve signs, Aries first, with their glyphs as text', () => {
    expect(ZODIAC_SIGNS.map((s) => s.slug)).toEqual([
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ]);
    expect(bySlug('aries').glyph).toBe('♈\uFE0E');
    expect(bySlug('pisces').glyph).toBe('♓\uFE0E');
  });

  it('starts Aries at Mesha Sankranti (14 April) and ends each sign the day before the next', () => {
    expect(bySlug('aries').from).toEqual({ month: 4, day: 14 });
    expect(bySlug('aries').to).toEqual({ month: 5, day: 14 });
    expect(bySlug('capricorn').from).toEqual({ month: 1, day: 14 });
    expect(bySlug('sagittarius').to).toEqual({ month: 1, day: 13 });
    expect(bySlug('aquarius').to).toEqual({ month: 3, day: 13 });
    expect(bySlug('pisces').to).toEqual({ month: 4, day: 13 });
  });

  it('covers every day of the year exactly once', () => {
    let days = 0;
    for (const sign of ZODIAC_SIGNS) {
      const length = (dayOfYear(sign.to) - dayOfYear(sign.from) + 365) % 365;
      // The Sun spends 29 to 32 days in a sign.
      expect(length + 1, sign.slug).toBeGreaterThanOrEqual(29);
      expect(length + 1, sign.slug).toBeLessThanOrEqual(32);
      days += length + 1;
    }
    expect(days).toBe(365);
  });

  it('links every tile to that sign’s daily horoscope page', () => {
    for (const sign of ZODIAC_SIGNS) {
      const resolved = resolvePage(`/hindi/daily-horoscope/${sign.slug}`);
      expect(resolved.page?.key).toBe('dailyHoroscopeSign');
      expect(resolved.params).toEqual({ sign: sign.slug });
    }
  });
});

describe('formatSignDateRange', () => {
  it('writes the range with month names in the page language', () => {
    expect(formatSignDateRange(bySlug('aries'), 'en')).toBe('14 Apr – 14 May');
    expect(formatSignDateRange(bySlug('sagittarius'), 'en')).toBe('16 Dec – 13 Jan');
    expect(formatSignDateRange(bySlug('aries'), 'hi')).toBe('14 अप्रैल – 14 मई');
    expect(formatSignDateRange(bySlug('aries'), 'ta')).toMatch(/^ஏப்.* 14 – மே 14$/);
    expect(formatSignDateRange(bySlug('aries'), 'te')).toMatch(/^14 ఏప్రి.* – 14 మే$/);
  });
});

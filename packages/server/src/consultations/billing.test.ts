import { describe, expect, it } from 'vitest';
import {
  astrologerShare,
  minutePrice,
  minutesBegunBy,
  minutesUsedUntil,
  nextEventAt,
  paidMinutesOf,
  paidUntil,
} from './billing.js';

const start = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number, seconds = 0) =>
  new Date(start.getTime() + minutes * 60_000 + seconds * 1000);
const timeline = { startedAt: start, freeMinutes: 5, paidMinutes: 10 };

describe('billing arithmetic', () => {
  it('charges a minute as it begins, and only minutes begun before an end', () => {
    expect(minutesBegunBy(timeline, at(0))).toBe(1);
    expect(minutesBegunBy(timeline, at(4, 59))).toBe(5);
    expect(minutesBegunBy(timeline, at(5))).toBe(6);
    expect(minutesUsedUntil(timeline, at(0))).toBe(0);
    expect(minutesUsedUntil(timeline, at(5))).toBe(5);
    expect(minutesUsedUntil(timeline, at(5, 1))).toBe(6);
  });

  it('takes the free minutes first and never more than the paid ones', () => {
    expect(paidMinutesOf(timeline, 5)).toBe(0);
    expect(paidMinutesOf(timeline, 6)).toBe(1);
    expect(paidMinutesOf(timeline, 40)).toBe(10);
    expect(paidUntil(timeline)).toEqual(at(15));
  });

  it("spreads a package's price over its minutes to the paisa", () => {
    const pricing = { ratePerMinute: 2_500, packagePrice: 42_500 };
    const prices = Array.from({ length: 20 }, (_, i) => minutePrice(i + 1, pricing, 20));
    expect(prices.reduce((sum, price) => sum + price, 0)).toBe(42_500);
    expect(new Set(prices)).toEqual(new Set([2_125]));
    const odd = { ratePerMinute: 1_700, packagePrice: 28_900 };
    const oddPrices = Array.from({ length: 20 }, (_, i) => minutePrice(i + 1, odd, 20));
    expect(oddPrices.reduce((sum, price) => sum + price, 0)).toBe(28_900);
    expect(Math.max(...oddPrices) - Math.min(...oddPrices)).toBeLessThanOrEqual(1);
    expect(minutePrice(3, { ratePerMinute: 2_000, packagePrice: null }, 20)).toBe(2_000);
  });

  it('gives the astrologer their share, rounded down, and the platform the rest', () => {
    expect(astrologerShare(2_000, 6_000)).toBe(1_200);
    expect(astrologerShare(2_125, 6_000)).toBe(1_275);
    expect(astrologerShare(1_445, 6_000)).toBe(867);
  });

  it('looks again at the next minute, or at the end of a grace period before it', () => {
    expect(nextEventAt(timeline, at(2, 30), null)).toEqual(at(3));
    expect(nextEventAt(timeline, at(3), null)).toEqual(at(4));
    expect(nextEventAt(timeline, at(2, 30), at(1, 0))).toEqual(at(2, 30));
    expect(nextEventAt(timeline, at(2, 0), at(1, 0))).toEqual(at(2, 30));
  });
});

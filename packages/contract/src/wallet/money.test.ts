import { describe, expect, it } from 'vitest';
import { formatBalance, formatPrice, gstOn, rupeesToPaise } from './money.js';

describe('money at the edge', () => {
  it('shows a balance with two decimals and Indian grouping', () => {
    expect(formatBalance(10_000_000)).toBe('₹1,00,000.00');
    expect(formatBalance(50_000)).toBe('₹500.00');
    expect(formatBalance(5)).toBe('₹0.05');
    expect(formatBalance(-12_345)).toBe('-₹123.45');
  });

  it('shows a price in whole rupees unless it has paise', () => {
    expect(formatPrice(59_000)).toBe('₹590');
    expect(formatPrice(123_456_700)).toBe('₹12,34,567');
    expect(formatPrice(590)).toBe('₹5.90');
  });

  it('converts rupees to paise without floating-point residue', () => {
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1234.56)).toBe(123_456);
  });

  it('takes 18 % GST on ₹500 as ₹90 and rounds half a paisa up', () => {
    expect(gstOn(50_000, 1800)).toBe(9000);
    expect(gstOn(25, 1800)).toBe(5); // 4.5 paise
    expect(gstOn(24, 1800)).toBe(4); // 4.32 paise
  });
});

/**
 * Money is an integer number of paise everywhere (STYLE "Habits" 4); these turn it into text
 * only at the edge. Indian digit grouping (lakh, crore) whatever the page language: ₹1,00,000.00.
 */
const RUPEES_TWO_DECIMALS = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const RUPEES_WHOLE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A balance: `paise / 100` with two decimals and the rupee sign (SPEC §3), e.g. ₹1,00,000.00. */
export function formatBalance(paise: number): string {
  return RUPEES_TWO_DECIMALS.format(paise / 100);
}

/** A price: whole rupees without decimals (₹590), paise only when there are some (₹5.90). */
export function formatPrice(paise: number): string {
  return paise % 100 === 0 ? RUPEES_WHOLE.format(paise / 100) : formatBalance(paise);
}

/** Rupees (a whole or fractional number) to paise (SPEC §9's ×100 helper), rounded to the paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * GST on a taxable value, both in paise, at a rate in basis points (1800 = 18 %), rounded half
 * up to the paisa as GST invoices are.
 */
export function gstOn(taxablePaise: number, rateBasisPoints: number): number {
  return Math.floor((taxablePaise * rateBasisPoints + 5000) / 10000);
}

import { DISCONNECT_GRACE_SECONDS } from '@jyotish/contract';

const MINUTE_MS = 60_000;

/**
 * The clock a consultation is billed by: the server's, never the client's. Tests inject one
 * they move by hand.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The times of an active consultation, all whole minutes from its start. */
export interface Timeline {
  readonly startedAt: Date;
  readonly freeMinutes: number;
  readonly paidMinutes: number;
}

export const freeUntil = (t: Timeline): Date =>
  new Date(t.startedAt.getTime() + t.freeMinutes * MINUTE_MS);

/** When the time set aside runs out; the consultation ends then unless it is extended. */
export const paidUntil = (t: Timeline): Date =>
  new Date(t.startedAt.getTime() + (t.freeMinutes + t.paidMinutes) * MINUTE_MS);

/** Minutes begun by `now`: a minute is charged as it begins (the one starting at `now` too). */
export function minutesBegunBy(t: Timeline, now: Date): number {
  const elapsed = now.getTime() - t.startedAt.getTime();
  return elapsed < 0 ? 0 : Math.floor(elapsed / MINUTE_MS) + 1;
}

/** Minutes used by a consultation that ended at `end`: those begun strictly before it. */
export function minutesUsedUntil(t: Timeline, end: Date): number {
  const elapsed = end.getTime() - t.startedAt.getTime();
  return elapsed <= 0 ? 0 : Math.ceil(elapsed / MINUTE_MS);
}

/** The paid minutes among `minutes` used: the free ones come first, and no more than paid for. */
export function paidMinutesOf(t: Timeline, minutes: number): number {
  return Math.min(t.paidMinutes, Math.max(0, minutes - t.freeMinutes));
}

/**
 * The price of paid minute `n` (1-based). Per minute it is the rate; a package's price is
 * spread over its minutes so that they add up to it exactly, whatever the rounding.
 */
export function minutePrice(
  n: number,
  pricing: { readonly ratePerMinute: number; readonly packagePrice: number | null },
  packageMinutes: number,
): number {
  const price = pricing.packagePrice;
  if (price === null) return pricing.ratePerMinute;
  return Math.floor((price * n) / packageMinutes) - Math.floor((price * (n - 1)) / packageMinutes);
}

/** The astrologer's part of an amount at a share in basis points; the platform keeps the rest. */
export function astrologerShare(amount: number, shareBp: number): number {
  return Math.floor((amount * shareBp) / 10_000);
}

/** The moment a user whose connection went at `leftAt` is taken to have left for good. */
export const graceEnd = (leftAt: Date): Date =>
  new Date(leftAt.getTime() + DISCONNECT_GRACE_SECONDS * 1000);

/**
 * When the sweep must look at an active consultation again: the next minute boundary (a
 * charge, the warning or the end) or the end of a disconnected user's grace.
 */
export function nextEventAt(t: Timeline, now: Date, userLeftAt: Date | null): Date {
  const nextMinute = new Date(t.startedAt.getTime() + minutesBegunBy(t, now) * MINUTE_MS);
  const candidates = [nextMinute, paidUntil(t)].filter((d) => d > now);
  if (userLeftAt) candidates.push(graceEnd(userLeftAt));
  return new Date(Math.min(...candidates.map((d) => d.getTime())));
}

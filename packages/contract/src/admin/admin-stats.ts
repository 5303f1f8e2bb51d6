import { FunnelSchema } from '../analytics/analytics.js';
import { isCalendarDate } from '../kundli/common.js';
import { z } from '../zod.js';

/** The business figures are counted by Indian days: a day runs midnight to midnight IST. */
export const STATS_TIME_ZONE = 'Asia/Kolkata';
/** The longest range one request may ask for (a year, leap day included). */
export const STATS_MAX_DAYS = 366;

/** What the dashboard's period buttons ask for: today, the last 7 and the last 30 days. */
export const STATS_PERIODS = [1, 7, 30] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

const StatsDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' })
  .refine(isCalendarDate, { error: 'is not a calendar date' });

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** `GET /api/admin/stats?from=&to=`: the IST days from and to, both included. */
export const StatsQuerySchema = z
  .object({ from: StatsDaySchema, to: StatsDaySchema })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    error: 'to must not be before from',
  })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < STATS_MAX_DAYS, {
    path: ['to'],
    error: `to must be at most ${STATS_MAX_DAYS} days after from`,
  });
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

const count = z.number().int().nonnegative();
/** Paise; a net figure (revenue after refunds) may be negative. */
const paise = z.number().int();

/**
 * The figures of a day or a period, each computed from the domain tables and the ledger:
 * - `signups`: accounts registered (role user);
 * - `activeUsers`: distinct users who signed in, recharged, requested a consultation or bought
 *   a report (for a period, each user once);
 * - `recharges`, `rechargeAmount`: captured payments and what they paid, GST included;
 * - `gst`: net GST collected (the ledger's GST-payable account: collected minus refunded);
 * - `revenue`: the platform's net revenue (its ledger account: its share of chat minutes and
 *   report sales, less refunds it paid);
 * - `consultations`, `billedMinutes`, `freeMinutes`: chats started, their charged minutes and
 *   the free minutes they used;
 * - `reportSales`, `reportAmount`: premium reports bought and their prices;
 * - `refunds`, `refundAmount`: refunds of payments (to the wallet or the card) and of reports;
 * - `astrologerEarnings`: what astrologers earned (their ledger accounts, net).
 */
export const StatsFiguresSchema = z.object({
  signups: count,
  activeUsers: count,
  recharges: count,
  rechargeAmount: paise,
  gst: paise,
  revenue: paise,
  consultations: count,
  billedMinutes: count,
  freeMinutes: count,
  reportSales: count,
  reportAmount: paise,
  refunds: count,
  refundAmount: paise,
  astrologerEarnings: paise,
});
export type StatsFigures = z.infer<typeof StatsFiguresSchema>;
export type StatsFigure = keyof StatsFigures;
export const STATS_FIGURES = Object.keys(StatsFiguresSchema.shape) as StatsFigure[];
/** The figures in paise, shown as rupees. */
export const STATS_MONEY_FIGURES: readonly StatsFigure[] = [
  'rechargeAmount',
  'gst',
  'revenue',
  'reportAmount',
  'refundAmount',
  'astrologerEarnings',
];

/**
 * The answer: the range's totals, the same figures for the range of equal length just before
 * it, each day of the range (for the charts), and the range's SPEC §9 funnel from the
 * first-party events: page views (awareness), astrologer profiles viewed (interest), sign-ups
 * (consideration), users who paid, chatted or downloaded a report (consultation), and of those
 * the ones who had done so before the range (retention).
 */
export const AdminStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: StatsFiguresSchema,
  previous: StatsFiguresSchema,
  days: z.array(StatsFiguresSchema.extend({ date: z.string() })),
  funnel: FunnelSchema,
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** The IST calendar date of an instant, `YYYY-MM-DD`. */
export function istDateOf(ms: number): string {
  return new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative: earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The range of a dashboard period ending today (IST): today alone, or the last 7 or 30 days. */
export function statsRangeOf(period: StatsPeriod, nowMs: number): StatsQuery {
  const to = istDateOf(nowMs);
  return { from: addDays(to, 1 - period), to };
}

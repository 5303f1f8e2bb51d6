import { LANGUAGES } from '../i18n/languages.js';
import { z } from '../zod.js';

/** SPEC §9's journey of a visitor, in order. */
export const JOURNEY_STAGES = [
  'awareness',
  'interest',
  'consideration',
  'consultation',
  'retention',
] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

/**
 * The first-party events (SPEC §9), each with the journey stage it marks. Only `page_view` is
 * sent by browsers; the server records the others where they happen, so a blocked script or a
 * forged request cannot invent a sign-up or a payment.
 */
export const ANALYTICS_EVENT_STAGES = {
  page_view: 'awareness',
  astrologer_profile_viewed: 'interest',
  signup_completed: 'consideration',
  promo_code_applied: 'consideration',
  payment_failed: 'consideration',
  payment_completed: 'consultation',
  consultation_started: 'consultation',
  premium_report_downloaded: 'consultation',
} as const satisfies Record<string, JourneyStage>;
export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_STAGES;
export const ANALYTICS_EVENTS = Object.keys(ANALYTICS_EVENT_STAGES) as AnalyticsEventName[];

/** The longest path a page view records (longer ones are cut). */
export const ANALYTICS_PATH_MAX = 200;

/**
 * `POST /api/analytics/page-views`: a page the browser showed. No cookie, no visitor id: the
 * server keeps the path (without its query), the language and, when signed in, the user id.
 */
export const PageViewSchema = z.object({
  path: z
    .string({ error: 'path must be a text' })
    .regex(/^\/[^?#\s]*$/, { error: 'path must be a site path starting with /' })
    .max(ANALYTICS_PATH_MAX, { error: `path must be at most ${ANALYTICS_PATH_MAX} characters` }),
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }),
});
export type PageView = z.infer<typeof PageViewSchema>;

/**
 * `GET /api/analytics/ga-config` (SPEC §7): the third-party tag's measurement id for this
 * domain, null when none is configured (then no tag loads and no consent is asked).
 */
export const GaConfigSchema = z.object({
  success: z.literal(true),
  data: z.object({
    measurementId: z.string().nullable(),
    domain: z.string(),
    description: z.string(),
  }),
});
export type GaConfig = z.infer<typeof GaConfigSchema>['data'];

/** The SPEC §9 funnel of a range: each stage's count (see `business-stats.ts` for each). */
export const FunnelSchema = z.object(
  Object.fromEntries(JOURNEY_STAGES.map((stage) => [stage, z.number().int().nonnegative()])) as {
    [stage in JourneyStage]: z.ZodNumber;
  },
);
export type Funnel = z.infer<typeof FunnelSchema>;

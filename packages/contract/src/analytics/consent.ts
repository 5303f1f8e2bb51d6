import type { GaConfig } from './analytics.js';

// Without zod, unlike the schemas of analytics.ts: the web's layout reads these on every page,
// in its first load.

/**
 * What the web uses when `ga-config` cannot be fetched (SPEC §7's per-domain fallback): no
 * measurement id for any domain, so a failing call never loads a tag nobody configured.
 */
export function fallbackGaConfig(domain: string): GaConfig {
  return { measurementId: null, domain, description: 'Analytics not configured for this domain' };
}

/** A GA4 measurement id, `G-` and letters or digits. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

/**
 * The visitor's answer to the consent banner, a first-party cookie the server also reads: the
 * Content-Security-Policy lets the third-party tag load only for `granted`.
 */
export const CONSENT_COOKIE = 'jyotish_consent';
export const CONSENT_VALUES = ['granted', 'denied'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];
/** How long an answer is remembered: 180 days, then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 86_400;

import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentValue,
  fallbackGaConfig,
  type GaConfig,
  type Language,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiGet } from '@/lib/api-client';

/**
 * The `ga-config` answer's configuration, or null when the answer is not `GaConfigSchema`'s
 * shape. Checked by hand rather than with the schema: the layout asks for it on every page, and
 * zod stays out of that first load (analytics.test.ts holds this to the schema).
 */
export function gaConfigOf(answer: unknown): GaConfig | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { success, data } = answer as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null) return null;
  const { measurementId, domain, description } = data as Record<string, unknown>;
  if (measurementId !== null && typeof measurementId !== 'string') return null;
  if (typeof domain !== 'string' || typeof description !== 'string') return null;
  return { measurementId, domain, description };
}

/**
 * SPEC §7: the analytics configuration; when the call fails, the built-in fallback for this
 * domain (which configures no tag).
 */
export const gaConfigQuery = queryOptions({
  queryKey: ['analytics', 'ga-config'] as const,
  queryFn: async (): Promise<GaConfig> => {
    const config = await apiGet<unknown>('/api/analytics/ga-config').then(gaConfigOf, () => null);
    return config ?? fallbackGaConfig(window.location.hostname);
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** The visitor's answer to the banner, from its cookie (the server reads the same cookie). */
export function storedConsent(): ConsentValue | null {
  // No document where the first screen is rendered to HTML at build time: nobody has answered.
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value;
  }
  return null;
}

export function storeConsent(value: ConsentValue): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the server too.
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Reports a page view first-party: the path without its query, the language, and (by the
 * bearer token the API client adds) the user when signed in. Fire and forget; `keepalive`
 * lets it finish when the visitor is leaving.
 */
export function reportPageView(path: string, lang: Language): void {
  void apiFetch('/api/analytics/page-views', {
    method: 'POST',
    body: { path: path.slice(0, 200), lang },
    keepalive: true,
  }).catch(() => {
    // A lost page view is not the visitor's problem.
  });
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Loads Google's tag (gtag.js) with the measurement id. Only called after consent, on a page
 * whose Content-Security-Policy the server wrote for that consent (it allows the script then).
 */
export function loadGoogleTag(measurementId: string): void {
  if (document.getElementById('google-tag')) return;
  window.dataLayer = window.dataLayer ?? [];
  gtag('js', new Date());
  // Page views are sent by the route-change hook, for the SPA's navigations as well.
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.id = 'google-tag';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Google's own queue function: gtag.js reads `arguments` objects from the data layer. */
function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: gtag.js takes the arguments object, not an array.
  window.dataLayer?.push(arguments);
}

/** A page view for the third-party tag, when it is loaded. */
export function tagPageView(path: string): void {
  if (!document.getElementById('google-tag')) return;
  gtag('event', 'page_view', { page_path: path });
}

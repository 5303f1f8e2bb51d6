import helmet from '@fastify/helmet';
import { CONSENT_COOKIE } from '@jyotish/contract';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /** Whether the site is served over https (PUBLIC_URL): enables HSTS and upgrade-insecure-requests. */
  readonly https: boolean;
  /** Whether Razorpay Checkout runs in the pages (its script, frames and calls are then allowed). */
  readonly razorpayCheckout: boolean;
  /**
   * Whether a third-party analytics tag is configured now (an administrator may set or clear
   * its id at any time): it is then allowed, by a policy of its own, on the answers to a
   * visitor whose consent cookie says `granted` — and on no other.
   */
  readonly analyticsTag: () => boolean;
}

/**
 * What Razorpay Checkout needs, by its integration guide: its script, the frames it opens
 * and the calls they make. Allowed only when Razorpay is the gateway; the sandbox needs none.
 */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/** What Google's tag (gtag.js, GA4) needs, by Google's Content-Security-Policy guide. */
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * Directives of the Content-Security-Policy. Everything comes from our own origin: the web
 * build inlines no script or style, and `img-src data:` is for the small SVG/PNG data URLs
 * that CSS uses.
 */
export function contentSecurityPolicyDirectives(
  https: boolean,
  razorpayCheckout = false,
  analyticsTag = false,
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(razorpayCheckout ? [RAZORPAY_SCRIPT] : []),
      ...(analyticsTag ? [ANALYTICS_SCRIPT] : []),
    ],
    ...(razorpayCheckout ? { 'frame-src': RAZORPAY_FRAMES } : {}),
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(analyticsTag ? ANALYTICS_ORIGINS : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(razorpayCheckout ? RAZORPAY_FRAMES : []),
      ...(analyticsTag ? ANALYTICS_ORIGINS : []),
    ],
    'object-src': ["'none'"],
    // The app writes no <base> element: an injected one could redirect every relative URL.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self)';

/** The policy as its header writes it. */
export function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** The consent cookie's value in a `Cookie` header, if any. */
export function consentOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === CONSENT_COOKIE) return value;
  }
  return undefined;
}

export const helmetPlugin = fp<HelmetPluginOptions>(
  async (app, { https, razorpayCheckout, analyticsTag }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyDirectives(https, razorpayCheckout),
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same as `frame-ancestors 'none'`, for browsers that predate CSP level 2.
      xFrameOptions: { action: 'deny' },
    });
    const consentedPolicy = serializePolicy(
      contentSecurityPolicyDirectives(https, razorpayCheckout, true),
    );
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (consentOf(request.headers.cookie) === 'granted' && analyticsTag()) {
        reply.header('content-security-policy', consentedPolicy);
      }
    });
  },
  { name: 'helmet' },
);

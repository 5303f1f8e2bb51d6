import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /** Whether the site is served over https (PUBLIC_URL): enables HSTS and upgrade-insecure-requests. */
  readonly https: boolean;
  /** Whether Razorpay Checkout runs in the pages (its script, frames and calls are then allowed). */
  readonly razorpayCheckout: boolean;
}

/**
 * What Razorpay Checkout needs, by its integration guide: its script, the frames it opens
 * and the calls they make. Allowed only when Razorpay is the gateway; the sandbox needs none.
 */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/**
 * Directives of the Content-Security-Policy. Everything comes from our own origin: the web
 * build inlines no script or style, and `img-src data:` is for the small SVG/PNG data URLs
 * that CSS uses.
 */
export function contentSecurityPolicyDirectives(
  https: boolean,
  razorpayCheckout = false,
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(razorpayCheckout ? [RAZORPAY_SCRIPT] : [])],
    ...(razorpayCheckout ? { 'frame-src': RAZORPAY_FRAMES } : {}),
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(razorpayCheckout ? RAZORPAY_FRAMES : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self)';

export const helmetPlugin = fp<HelmetPluginOptions>(
  async (app, { https, razorpayCheckout }) => {
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
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'helmet' },
);

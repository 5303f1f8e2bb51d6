import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /** Whether the site is served over https (PUBLIC_URL): enables HSTS and upgrade-insecure-requests. */
  readonly https: boolean;
}

/**
 * Directives of the Content-Security-Policy. Everything comes from our own origin: the web
 * build inlines no script or style, and `img-src data:` is for the small SVG/PNG data URLs
 * that CSS uses.
 */
export function contentSecurityPolicyDirectives(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self)';

export const helmetPlugin = fp<HelmetPluginOptions>(
  async (app, { https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyDirectives(https),
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

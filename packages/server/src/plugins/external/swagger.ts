import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version.js';

/**
 * Collects every route's zod schemas into an OpenAPI document (served at `/api/docs`). It must
 * be registered before the routes, because it learns about them as they are added.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Jyotish API',
          description: 'The HTTP API of the Jyotish Vedic astrology platform.',
          version: APP_VERSION,
          license: { name: 'AGPL-3.0-or-later' },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'swagger' },
);

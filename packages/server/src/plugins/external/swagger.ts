import swagger from '@fastify/swagger';
import { ErrorResponseSchema } from '@jyotish/contract';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../../version.js';

/**
 * Schemas written once under `components.schemas` and referred to by `$ref`: the error body
 * answers every refusal of every operation, and inlined (with its `reason` enum) it made up
 * most of the document.
 */
const components = z.registry<{ id: string }>();
components.add(ErrorResponseSchema, { id: 'ErrorResponse' });

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
      transform: createJsonSchemaTransform({ schemaRegistry: components }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
    });
  },
  { name: 'swagger' },
);

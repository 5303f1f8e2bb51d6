import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

/**
 * How an answer is written: `fast-json-stringify` compiled from the route's zod response
 * schema (through its JSON Schema, output side). It writes the declared properties only
 * (every object is `additionalProperties: false`), so a field the schema does not name — a
 * password hash on a user row — is never sent, and it fails on a missing required one.
 * It does not check values (an enum, a minimum): with `checked`, each answer is also parsed
 * with the zod schema, and the two must agree, which the tests and development run;
 * production skips that parse, the largest part of serialising a big answer (see
 * docs/ARCHITECTURE.md, "Answers are written from their schema").
 */
export function responseSerializerCompiler({
  checked,
}: {
  readonly checked: boolean;
}): FastifySerializerCompiler<$ZodType | { properties: $ZodType }> {
  return ({ schema: routeSchema, method, url }) => {
    const schema = zodSchemaOf(routeSchema);
    // Compiled at the first answer: a route never answered costs nothing at start.
    let stringify: ((data: unknown) => string) | undefined;
    return (data) => {
      stringify ??= fastJson(
        z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as fastJson.AnySchema,
      ) as (data: unknown) => string;
      const text = stringify(data);
      if (!checked) return text;
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      // Compared as values: the compiled serialiser writes required properties first.
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(result.data)))) {
        throw new Error(
          `${method} ${url}: the compiled serialiser wrote ${text}, the schema expects ${JSON.stringify(result.data)}`,
        );
      }
      return text;
    };
  };
}

function zodSchemaOf(routeSchema: $ZodType | { properties: $ZodType }): $ZodType {
  if (routeSchema instanceof $ZodType) return routeSchema;
  return routeSchema.properties;
}

import {
  type BirthProfile,
  BirthProfileIdParamsSchema,
  type BirthProfileInput,
  BirthProfileInputSchema,
  BirthProfileListSchema,
  BirthProfileSchema,
  type ErrorResponse,
  ErrorResponseSchema,
  MAX_BIRTH_PROFILES,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import { unreachable } from '../../../accounts/http-replies.js';
import type { BirthProfileTable } from '../../../db/schema.js';

function presentProfile(row: Selectable<BirthProfileTable>): BirthProfile {
  return {
    id: row.id,
    name: row.name,
    relation: row.relation,
    gender: row.gender,
    birthDate: row.birth_date,
    birthTime: row.birth_time,
    birthPlace: row.birth_place,
    latitude: row.latitude,
    longitude: row.longitude,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The columns a profile's details fill, on insert and on replace alike. */
function profileColumns(profile: BirthProfileInput) {
  return {
    name: profile.name,
    relation: profile.relation,
    gender: profile.gender,
    birth_date: profile.birthDate,
    birth_time: profile.birthTime,
    birth_place: profile.birthPlace,
    latitude: profile.latitude,
    longitude: profile.longitude,
  };
}

const NOT_FOUND: ErrorResponse = {
  message: 'Profile not found',
  code: 'not_found',
  reason: 'profile_not_found',
};
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * Saved birth profiles (self and family) of the signed-in user. Every query is scoped to the
 * owner, so another user's profile id answers 404, exactly like an id that does not exist.
 */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/profiles',
    {
      schema: {
        summary: 'My saved birth profiles',
        response: { 200: BirthProfileListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = request.account ?? unreachable();
      const rows = await app.db
        .selectFrom('birth_profile')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return { profiles: rows.map(presentProfile) };
    },
  );

  app.post(
    '/profiles',
    {
      schema: {
        summary: 'Save a birth profile',
        body: BirthProfileInputSchema,
        response: { 201: BirthProfileSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const profile = request.body;
      // The count and the insert share one transaction holding the owner's row lock, so
      // parallel saves of one user queue up and the cap holds (a bare count-then-insert let
      // 120 parallel saves through on PostgreSQL).
      const row = await app.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('app_user')
          .select('id')
          .where('id', '=', user.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const { count } = await trx
          .selectFrom('birth_profile')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_BIRTH_PROFILES) return undefined;
        return trx
          .insertInto('birth_profile')
          .values({
            id: crypto.randomUUID(),
            user_id: user.id,
            ...profileColumns(profile),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (!row) {
        return reply.code(409).send({
          message: `At most ${MAX_BIRTH_PROFILES} profiles can be saved`,
          code: 'conflict',
          reason: 'profile_limit_reached',
        });
      }
      return reply.code(201).send(presentProfile(row));
    },
  );

  app.get(
    '/profiles/:id',
    {
      schema: {
        summary: 'One of my saved birth profiles',
        params: BirthProfileIdParamsSchema,
        response: { 200: BirthProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const row = await app.db
        .selectFrom('birth_profile')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return row ? presentProfile(row) : reply.code(404).send(NOT_FOUND);
    },
  );

  app.put(
    '/profiles/:id',
    {
      schema: {
        summary: 'Replace one of my saved birth profiles',
        params: BirthProfileIdParamsSchema,
        body: BirthProfileInputSchema,
        response: { 200: BirthProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const profile = request.body;
      const row = await app.db
        .updateTable('birth_profile')
        .set({
          ...profileColumns(profile),
          updated_at: sql`now()`,
        })
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .returningAll()
        .executeTakeFirst();
      return row ? presentProfile(row) : reply.code(404).send(NOT_FOUND);
    },
  );

  app.delete(
    '/profiles/:id',
    {
      schema: {
        summary: 'Delete one of my saved birth profiles',
        params: BirthProfileIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const deleted = await app.db
        .deleteFrom('birth_profile')
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) return reply.code(404).send(NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

import {
  ErrorResponseSchema,
  LOCATION_SEARCH,
  LocationSearchQuerySchema,
  LocationSearchResponseSchema,
  TimezoneQuerySchema,
  TimezoneResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getGazetteer } from '../../../places/gazetteer-instance.js';
import { timezoneAt } from '../../../places/timezone-at.js';

/**
 * `GET /api/locations/search` and `GET /api/locations/timezone`: the offline gazetteer
 * (GeoNames places of 1,000 people or more) and the zone boundaries, for birth-place fields.
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/search',
    {
      schema: {
        summary: 'Search places by name',
        description: `Places whose names have a word starting with the query (case and accents ignored; former names and Devanagari, Tamil and Telugu names too). Queries shorter than ${LOCATION_SEARCH.minQueryLength} characters answer an empty list.`,
        querystring: LocationSearchQuerySchema,
        response: { 200: LocationSearchResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { query, limit } = request.query;
      const locations =
        query.trim().length < LOCATION_SEARCH.minQueryLength
          ? []
          : getGazetteer().search(query, limit);
      return { success: true as const, locations };
    },
  );

  app.get(
    '/locations/timezone',
    {
      schema: {
        summary: 'IANA time zone at coordinates',
        querystring: TimezoneQuerySchema,
        response: { 200: TimezoneResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({
      timezone: timezoneAt(request.query.latitude, request.query.longitude),
    }),
  );
};

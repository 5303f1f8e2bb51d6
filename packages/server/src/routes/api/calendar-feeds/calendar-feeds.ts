import {
  CALENDAR_CONTENT_TYPE,
  ErrorResponseSchema,
  FestivalsQuerySchema,
  MuhuratQuerySchema,
  RahuKaalFeedQuerySchema,
} from '@jyotish/contract';
import { localDateOf } from '@jyotish/engine';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { festivalFeed } from '../../../calendar-feeds/festival-feed.js';
import { type Feed, writeCalendar } from '../../../calendar-feeds/ical-calendar.js';
import { muhuratFeed } from '../../../calendar-feeds/muhurat-feed.js';
import { rahuKaalFeed } from '../../../calendar-feeds/rahu-kaal-feed.js';
import { timezoneAt } from '../../../places/timezone-at.js';

const CalendarTextSchema = z.string().describe('An iCalendar file (RFC 5545), text/calendar');

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Sends a feed as calendar apps fetch it: no cookies, a GET now and then; an hour of caching
 * keeps a crowd of subscribers cheap while tomorrow's Rahu kaal still arrives in time.
 */
function sendFeed(reply: FastifyReply, filename: string, feed: Feed) {
  return reply
    .header('content-type', CALENDAR_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'public, max-age=3600')
    .send(writeCalendar(feed, new Date()));
}

/**
 * A feed route's options: the chart routes' rate budget, the JSON twin's query schema, and an
 * iCalendar answer (or the usual error answers).
 */
function feedRoute<Q extends z.ZodType>(summary: string, querystring: Q) {
  return {
    config: { routeLimit: 'chart' as const },
    schema: {
      summary,
      querystring,
      produces: ['text/calendar'],
      response: {
        200: CalendarTextSchema,
        400: ErrorResponseSchema,
        422: ErrorResponseSchema,
        503: ErrorResponseSchema,
      },
    },
  };
}

/**
 * `GET /api/festivals.ics`, `GET /api/muhurat.ics` and `GET /api/rahu-kaal.ics`: calendars to
 * import or subscribe to, with the same queries as their JSON twins.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const pageUrl = (path: string) => `${app.config.publicUrl}${path}`;

  app.get(
    '/festivals.ics',
    feedRoute(
      'A year’s festivals and eclipses at a place as an iCalendar feed',
      FestivalsQuerySchema,
    ),
    async (request, reply) => {
      const year = await app.charts.festivalYear(request.query);
      const feed = festivalFeed(year, request.query.lang, pageUrl('/hindu-festivals'));
      return sendFeed(reply, `festivals-${year.year}.ics`, feed);
    },
  );

  app.get(
    '/muhurat.ics',
    feedRoute('Muhurat windows for a purpose as an iCalendar feed', MuhuratQuerySchema),
    async (request, reply) => {
      const { query } = request;
      const search = await app.charts.muhurat(query);
      const feed = muhuratFeed(
        query.purpose,
        search,
        query.lang,
        pageUrl(`/shubh-muhurat/${query.purpose}`),
      );
      return sendFeed(reply, `muhurat-${query.purpose}.ics`, feed);
    },
  );

  app.get(
    '/rahu-kaal.ics',
    feedRoute(
      'Daily Rahu kaal at a place as an iCalendar feed (up to 366 days)',
      RahuKaalFeedQuerySchema,
    ),
    async (request, reply) => {
      const { query } = request;
      // Without `from`, today at the place: the only clock read, so a subscription moves on.
      const today = localDateOf(
        Date.now(),
        query.timezone ?? timezoneAt(query.latitude, query.longitude),
      );
      const from = query.from ?? `${today.year}-${pad(today.month)}-${pad(today.day)}`;
      const range = await app.charts.rahuKaalDays({ ...query, from });
      return sendFeed(
        reply,
        'rahu-kaal.ics',
        rahuKaalFeed(range, query.lang, pageUrl('/rahu-kaal')),
      );
    },
  );
};

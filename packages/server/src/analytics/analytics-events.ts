import { ANALYTICS_EVENT_STAGES, type AnalyticsEventName } from '@jyotish/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/schema.js';

export interface AnalyticsEventInput {
  readonly name: AnalyticsEventName;
  readonly userId?: string | null;
  readonly path?: string | null;
  readonly language?: string | null;
}

/**
 * Records a first-party event with its journey stage. Given a transaction, the event exists
 * exactly when what it reports does (a sign-up, a payment).
 */
export async function recordAnalyticsEvent(
  db: AppDatabase,
  event: AnalyticsEventInput,
): Promise<void> {
  await db
    .insertInto('analytics_event')
    .values({
      name: event.name,
      stage: ANALYTICS_EVENT_STAGES[event.name],
      user_id: event.userId ?? null,
      path: event.path ?? null,
      language: event.language ?? null,
    })
    .execute();
}

/**
 * Records an event after the fact it reports was answered: a failure is logged, never turned
 * into the user's error (a profile still opens when the event table is locked or full).
 */
export async function recordAnalyticsEventQuietly(
  db: AppDatabase,
  log: FastifyBaseLogger,
  event: AnalyticsEventInput,
): Promise<void> {
  try {
    await recordAnalyticsEvent(db, event);
  } catch (error) {
    log.warn({ err: error, event: event.name }, 'analytics event not recorded');
  }
}

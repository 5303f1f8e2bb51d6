import { AUDIT_PAGE_SIZE, type AuditEvent, type AuditQuerySchema } from '@jyotish/contract';
import type { z } from 'zod';
import { csvDocument } from '../csv/csv.js';
import type { AppDatabase } from '../db/schema.js';
import { presentAuditEvent } from './audit-log.js';

type AuditQuery = z.output<typeof AuditQuerySchema>;

/** The most rows one CSV export holds; a longer history is exported a date range at a time. */
export const AUDIT_CSV_LIMIT = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/** The audit log narrowed by the query's filters (who, what, which UTC days). */
function filtered(db: AppDatabase, query: AuditQuery) {
  let select = db
    .selectFrom('audit_event')
    .leftJoin('app_user', 'app_user.id', 'audit_event.actor_id');
  const { actor, action, from, to } = query;
  if (actor !== undefined) {
    select = UUID.test(actor)
      ? select.where('audit_event.actor_id', '=', actor)
      : // Part of an address, its LIKE wildcards taken literally.
        select.where('app_user.email', 'ilike', `%${actor.replace(/[\\%_]/g, '\\$&')}%`);
  }
  if (action !== undefined) select = select.where('audit_event.action', '=', action);
  if (from !== undefined)
    select = select.where('audit_event.at', '>=', new Date(`${from}T00:00:00Z`));
  if (to !== undefined) {
    select = select.where('audit_event.at', '<', new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS));
  }
  return select;
}

/** One page of the filtered log, newest first, with how many entries match. */
export async function searchAuditLog(db: AppDatabase, query: AuditQuery) {
  const select = filtered(db, query);
  const [rows, counted] = await Promise.all([
    select
      .selectAll('audit_event')
      .select('app_user.email as actor_email')
      .orderBy('audit_event.at', 'desc')
      .orderBy('audit_event.id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  return {
    events: rows.map(presentAuditEvent),
    page: query.page,
    pageCount: Math.ceil(total / AUDIT_PAGE_SIZE),
    total,
  };
}

/** Every filtered entry (up to {@link AUDIT_CSV_LIMIT}), newest first, for the CSV export. */
export async function auditEventsForExport(db: AppDatabase, query: AuditQuery) {
  const rows = await filtered(db, query)
    .selectAll('audit_event')
    .select('app_user.email as actor_email')
    .orderBy('audit_event.at', 'desc')
    .orderBy('audit_event.id', 'desc')
    .limit(AUDIT_CSV_LIMIT)
    .execute();
  return rows.map(presentAuditEvent);
}

/** The audit log as CSV (RFC 4180, CRLF line ends), a header row first. */
export function auditCsv(events: readonly AuditEvent[]): string {
  return csvDocument(
    ['at', 'actor_email', 'actor_id', 'action', 'target', 'details'],
    events.map((event) => [
      event.at,
      event.actorEmail ?? '',
      event.actorId ?? '',
      event.action,
      event.target ?? '',
      JSON.stringify(event.details),
    ]),
  );
}

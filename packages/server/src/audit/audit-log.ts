import type { AuditAction, AuditEvent } from '@jyotish/contract';
import type { Selectable } from 'kysely';
import type { AppDatabase, AuditEventTable, JsonValue } from '../db/schema.js';

export interface NewAuditEvent {
  readonly actorId: string;
  readonly action: AuditAction;
  /** What was acted on (a user id), when there is one thing. */
  readonly target?: string;
  readonly details?: { readonly [key: string]: JsonValue };
}

export async function recordAuditEvent(db: AppDatabase, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      actor_id: event.actorId,
      action: event.action,
      target: event.target ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

export function presentAuditEvent(
  row: Selectable<AuditEventTable> & { actor_email: string | null },
): AuditEvent {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target,
    details: row.details,
    at: new Date(row.at).toISOString(),
  };
}

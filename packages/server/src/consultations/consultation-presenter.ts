import {
  ADMIN_CONSULTATIONS_PAGE_SIZE,
  type AdminConsultation,
  type AdminConsultationsQuery,
  astrologerImagePath,
  type Consultation,
  type ConsultationEndReason,
} from '@jyotish/contract';
import type { AppDatabase } from '../db/schema.js';
import { freeUntil, paidUntil } from './billing.js';
import { type ConsultationRow, timelineOf } from './consultation-lifecycle.js';

function selectConsultations(db: AppDatabase) {
  return db
    .selectFrom('consultation as c')
    .innerJoin('astrologer as a', 'a.user_id', 'c.astrologer_id')
    .innerJoin('app_user as u', 'u.id', 'c.user_id')
    .leftJoin('wallet_hold as h', 'h.id', 'c.hold_id')
    .leftJoin('consultation_review as r', 'r.consultation_id', 'c.id')
    .selectAll('c')
    .select([
      'a.name as astrologer_name',
      'a.slug as astrologer_slug',
      'a.image as astrologer_image',
      'a.demo as astrologer_demo',
      'u.name as user_name',
      'u.email as user_email',
      'h.charged as charged',
      'r.rating as review_rating',
      'r.text as review_text',
    ]);
}

type JoinedRow = ConsultationRow & {
  astrologer_name: string;
  astrologer_slug: string;
  astrologer_image: string | null;
  astrologer_demo: boolean;
  user_name: string;
  user_email: string;
  charged: string | null;
  review_rating: number | null;
  review_text: string | null;
};

function present(row: JoinedRow): Consultation {
  const timeline = timelineOf(row);
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    astrologer: {
      id: row.astrologer_id,
      name: row.astrologer_name,
      slug: row.astrologer_slug,
      image: row.astrologer_image ?? astrologerImagePath(row.astrologer_slug),
      demo: row.astrologer_demo,
    },
    userName: row.user_name.trim().split(/\s+/)[0] ?? '',
    ratePerMinute: Number(row.rate_per_minute),
    freeMinutes: row.free_minutes,
    paidMinutes: row.paid_minutes,
    minutesCharged: row.minutes_charged,
    charged: Number(row.charged ?? 0),
    packagePrice: row.package_price === null ? null : Number(row.package_price),
    requestedAt: row.requested_at.toISOString(),
    acceptBy: row.accept_by.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
    endReason: (row.end_reason as ConsultationEndReason | null) ?? null,
    freeUntil: timeline && row.free_minutes > 0 ? freeUntil(timeline).toISOString() : null,
    paidUntil: timeline ? paidUntil(timeline).toISOString() : null,
    lastSeq: row.next_seq,
    review:
      row.review_rating === null
        ? null
        : { rating: row.review_rating, text: row.review_text ?? '' },
  };
}

export async function findConsultation(
  db: AppDatabase,
  id: string,
): Promise<Consultation | undefined> {
  const row = await selectConsultations(db).where('c.id', '=', id).executeTakeFirst();
  return row ? present(row as JoinedRow) : undefined;
}

/** A user's consultations, or an astrologer's, newest first. */
export async function listConsultations(
  db: AppDatabase,
  filter: {
    readonly userId?: string;
    readonly astrologerId?: string;
    readonly statuses?: readonly Consultation['status'][];
  },
  limit = 100,
): Promise<Consultation[]> {
  let query = selectConsultations(db);
  if (filter.userId) query = query.where('c.user_id', '=', filter.userId);
  if (filter.astrologerId) query = query.where('c.astrologer_id', '=', filter.astrologerId);
  if (filter.statuses) query = query.where('c.status', 'in', filter.statuses);
  const rows = await query.orderBy('c.requested_at', 'desc').limit(limit).execute();
  return rows.map((row) => present(row as JoinedRow));
}

/** Every consultation for administrators, by status, newest request first, a page at a time. */
export async function listAdminConsultations(
  db: AppDatabase,
  query: AdminConsultationsQuery,
  limit = ADMIN_CONSULTATIONS_PAGE_SIZE,
): Promise<{ consultations: AdminConsultation[]; total: number }> {
  let rows = selectConsultations(db);
  let count = db.selectFrom('consultation as c');
  if (query.status) {
    rows = rows.where('c.status', '=', query.status);
    count = count.where('c.status', '=', query.status);
  }
  const [page, total] = await Promise.all([
    rows
      .orderBy('c.requested_at', 'desc')
      .orderBy('c.id')
      .limit(limit)
      .offset((query.page - 1) * ADMIN_CONSULTATIONS_PAGE_SIZE)
      .execute(),
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    consultations: page.map((row) => ({
      ...present(row as JoinedRow),
      userEmail: (row as JoinedRow).user_email,
    })),
    total: Number(total.n),
  };
}

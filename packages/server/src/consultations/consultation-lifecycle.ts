import {
  ACCEPT_WINDOW_SECONDS,
  CHAT_PACKAGE_MINUTES,
  type ChatServerEvent,
  type ConsultationEndReason,
  type ConsultationMode,
  chatPackagePrice,
  LOW_BALANCE_WARNING_SECONDS,
} from '@jyotish/contract';
import { type Selectable, sql } from 'kysely';
import { recordAnalyticsEvent } from '../analytics/analytics-events.js';
import type { AppDatabase, ConsultationTable } from '../db/schema.js';
import { loadConsultationSettings } from '../settings/platform-settings.js';
import { chargeHold, extendHold, releaseIn, reserveIn } from '../wallet/holds.js';
import {
  balanceOf,
  InsufficientBalanceError,
  type LedgerTransaction,
  walletOf,
} from '../wallet/ledger.js';
import { findAstrologer } from './astrologer-profiles.js';
import {
  astrologerShare,
  freeUntil,
  graceEnd,
  minutePrice,
  minutesBegunBy,
  minutesUsedUntil,
  nextEventAt,
  paidMinutesOf,
  paidUntil,
  type Timeline,
} from './billing.js';
import { appendMessage } from './chat-messages.js';
import type { OutgoingEvent } from './consultation-events.js';

export type ConsultationRow = Selectable<ConsultationTable>;

/**
 * Per-minute chats set aside at most this many minutes at the start; when they run low the
 * sweep adds more from the wallet (after a recharge, say), so one chat never locks a whole
 * large balance.
 */
export const MAX_RESERVED_MINUTES = 30;
/** The sweep tops a per-minute chat up this long before its reserved time runs out. */
const TOP_UP_BEFORE_MS = 2 * 60_000;

/** A refusal a client can act on; `reason` is one of ERROR_REASONS. */
export class ConsultationRefusedError extends Error {
  constructor(
    readonly reason:
      | 'astrologer_not_found'
      | 'astrologer_offline'
      | 'consultation_not_found'
      | 'consultation_open'
      | 'consultation_not_requested'
      | 'consultation_not_active'
      | 'cannot_consult_self',
  ) {
    super(reason);
    this.name = 'ConsultationRefusedError';
  }
}

export function timelineOf(row: ConsultationRow): Timeline | undefined {
  return row.started_at
    ? { startedAt: row.started_at, freeMinutes: row.free_minutes, paidMinutes: row.paid_minutes }
    : undefined;
}

/** The state event of a consultation, as both sides see it (the user's adds the balance). */
export function stateEvent(row: ConsultationRow): Extract<ChatServerEvent, { type: 'state' }> {
  const timeline = timelineOf(row);
  return {
    type: 'state',
    status: row.status,
    ...(row.end_reason ? { endReason: row.end_reason as ConsultationEndReason } : {}),
    ...(timeline
      ? {
          startedAt: timeline.startedAt.toISOString(),
          freeUntil: freeUntil(timeline).toISOString(),
          paidUntil: paidUntil(timeline).toISOString(),
        }
      : {}),
  };
}

/**
 * What the user has left to spend: the wallet plus what is still set aside for this chat
 * (the hold less the minutes already charged), so the figure falls as each minute is paid.
 */
async function spendable(trx: LedgerTransaction, row: ConsultationRow): Promise<number> {
  const wallet = await balanceOf(trx, walletOf(row.user_id));
  if (!row.hold_id || row.status !== 'active') return wallet;
  const hold = await trx
    .selectFrom('wallet_hold')
    .select(['amount', 'charged'])
    .where('id', '=', row.hold_id)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  return wallet + (hold ? Number(hold.amount) - Number(hold.charged) : 0);
}

/** The state of a consultation for its two sides; the user's carries their spendable balance. */
export async function stateEvents(
  trx: LedgerTransaction,
  row: ConsultationRow,
): Promise<OutgoingEvent[]> {
  const state = stateEvent(row);
  const balance = await spendable(trx, row);
  return [
    { consultationId: row.id, audience: 'astrologer', event: state },
    { consultationId: row.id, audience: 'user', event: { ...state, balance } },
  ];
}

async function systemMessage(
  trx: LedgerTransaction,
  row: ConsultationRow,
  key: string,
  at: Date,
): Promise<OutgoingEvent> {
  const { message } = await appendMessage(trx, {
    consultationId: row.id,
    sender: 'system',
    clientId: `${key}:${row.paid_minutes}`,
    text: key,
    at,
  });
  return { consultationId: row.id, audience: 'all', event: message };
}

async function lockConsultation(
  trx: LedgerTransaction,
  id: string,
): Promise<ConsultationRow | undefined> {
  return trx
    .selectFrom('consultation')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the user has ever had a consultation that started (the first one has free minutes). */
async function hasConsulted(trx: LedgerTransaction, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('consultation')
    .select('id')
    .where('user_id', '=', userId)
    .where('started_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `POST /api/consultations`: a user asks an online astrologer for a chat. The money it may
 * cost is set aside at once (the package's price, or what the wallet covers per minute, at most
 * {@link MAX_RESERVED_MINUTES}); the astrologer then has 60 s to accept. A user's first
 * consultation ever begins with the settings' free minutes, so it may start with an empty
 * wallet. Refused with `InsufficientBalanceError` when there is nothing to talk on.
 */
export async function requestConsultation(
  db: AppDatabase,
  input: {
    readonly userId: string;
    readonly astrologer: string;
    readonly mode: ConsultationMode;
    readonly now: Date;
  },
): Promise<ConsultationRow> {
  const astrologer = await findAstrologer(db, input.astrologer);
  if (!astrologer) throw new ConsultationRefusedError('astrologer_not_found');
  if (astrologer.user_id === input.userId)
    throw new ConsultationRefusedError('cannot_consult_self');
  if (!astrologer.online) throw new ConsultationRefusedError('astrologer_offline');
  const rate = Number(astrologer.rate_per_minute);
  try {
    return await db.transaction().execute(async (trx) => {
      // One request at a time per user: the lock makes parallel requests wait, then see the first.
      await sql`select id from app_user where id = ${input.userId} for update`.execute(trx);
      const open = await trx
        .selectFrom('consultation')
        .select('id')
        .where('user_id', '=', input.userId)
        .where('status', 'in', ['requested', 'active'])
        .executeTakeFirst();
      if (open) throw new ConsultationRefusedError('consultation_open');
      // The offer as saved when the request is made, read in its transaction.
      const offer = await loadConsultationSettings(trx);
      const freeMinutes = (await hasConsulted(trx, input.userId)) ? 0 : offer.freeFirstMinutes;
      const balance = await balanceOf(trx, walletOf(input.userId));
      const id = crypto.randomUUID();
      let paidMinutes: number;
      let packagePrice: number | null = null;
      let amount: number;
      if (input.mode === 'package') {
        packagePrice = chatPackagePrice(rate, offer.chatPackageDiscountPercent).price;
        paidMinutes = CHAT_PACKAGE_MINUTES;
        amount = packagePrice;
        if (balance < amount) throw new InsufficientBalanceError(balance, amount);
      } else {
        paidMinutes = Math.min(MAX_RESERVED_MINUTES, Math.floor(balance / rate));
        amount = paidMinutes * rate;
        if (paidMinutes === 0 && freeMinutes === 0)
          throw new InsufficientBalanceError(balance, rate);
      }
      const hold =
        amount > 0
          ? await reserveIn(trx, { userId: input.userId, amount, reference: `consultation:${id}` })
          : undefined;
      const acceptBy = new Date(input.now.getTime() + ACCEPT_WINDOW_SECONDS * 1000);
      return trx
        .insertInto('consultation')
        .values({
          id,
          user_id: input.userId,
          astrologer_id: astrologer.user_id,
          mode: input.mode,
          status: 'requested',
          rate_per_minute: rate,
          revenue_share_bp: astrologer.revenue_share_bp,
          free_minutes: freeMinutes,
          paid_minutes: paidMinutes,
          package_price: packagePrice,
          hold_id: hold?.id ?? null,
          requested_at: input.now,
          accept_by: acceptBy,
          next_event_at: acceptBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // Two requests raced past the check: the unique index keeps one open consultation.
    if (isUniqueViolation(error)) throw new ConsultationRefusedError('consultation_open');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

export interface Transition {
  readonly row: ConsultationRow;
  readonly events: OutgoingEvent[];
}

/** The astrologer of a requested consultation accepts it: the clock starts now. */
export async function acceptConsultation(
  db: AppDatabase,
  input: { readonly id: string; readonly astrologerId: string; readonly now: Date },
): Promise<Transition> {
  return db.transaction().execute(async (trx) => {
    const row = await lockConsultation(trx, input.id);
    if (!row || row.astrologer_id !== input.astrologerId)
      throw new ConsultationRefusedError('consultation_not_found');
    if (row.status !== 'requested' || input.now >= row.accept_by)
      throw new ConsultationRefusedError('consultation_not_requested');
    const timeline = {
      startedAt: input.now,
      freeMinutes: row.free_minutes,
      paidMinutes: row.paid_minutes,
    };
    const started = await trx
      .updateTable('consultation')
      .set({
        status: 'active',
        started_at: input.now,
        next_event_at: nextEventAt(timeline, input.now, null),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAnalyticsEvent(trx, { name: 'consultation_started', userId: row.user_id });
    const settled = await settleLocked(trx, started, input.now);
    const message = await systemMessage(trx, settled.row, 'started', input.now);
    return {
      row: settled.row,
      events: [message, ...(await stateEvents(trx, settled.row)), ...settled.events],
    };
  });
}

/** The astrologer declines a request: the money set aside goes back. */
export async function declineConsultation(
  db: AppDatabase,
  input: { readonly id: string; readonly astrologerId: string; readonly now: Date },
): Promise<Transition> {
  return db.transaction().execute(async (trx) => {
    const row = await lockConsultation(trx, input.id);
    if (!row || row.astrologer_id !== input.astrologerId)
      throw new ConsultationRefusedError('consultation_not_found');
    if (row.status !== 'requested')
      throw new ConsultationRefusedError('consultation_not_requested');
    return closeUnstarted(trx, row, 'declined', input.now);
  });
}

async function closeUnstarted(
  trx: LedgerTransaction,
  row: ConsultationRow,
  status: 'declined' | 'expired',
  now: Date,
): Promise<Transition> {
  if (row.hold_id) await releaseIn(trx, row.hold_id);
  const closed = await trx
    .updateTable('consultation')
    .set({ status, ended_at: now, next_event_at: null })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row: closed, events: await stateEvents(trx, closed) };
}

/**
 * Either side ends an active consultation now (a requested one is withdrawn by its user): the
 * minutes begun are charged, the rest of the hold goes back.
 */
export async function endConsultation(
  db: AppDatabase,
  input: {
    readonly id: string;
    readonly by: 'user' | 'astrologer';
    readonly now: Date;
  },
): Promise<Transition> {
  return db.transaction().execute(async (trx) => {
    const row = await lockConsultation(trx, input.id);
    if (!row) throw new ConsultationRefusedError('consultation_not_found');
    if (row.status === 'requested' && input.by === 'user')
      return closeUnstarted(trx, row, 'expired', input.now);
    if (row.status !== 'active') throw new ConsultationRefusedError('consultation_not_active');
    // Deadlines that passed before this request (an end the sweep has not reached yet) win.
    const settled = await settleLocked(trx, row, input.now);
    if (settled.row.status !== 'active') return settled;
    const ended = await finish(
      trx,
      settled.row,
      input.now,
      input.by === 'user' ? 'user_ended' : 'astrologer_ended',
    );
    return { row: ended.row, events: [...settled.events, ...ended.events] };
  });
}

/**
 * Charges every paid minute begun before `until` that is not charged yet, each once: the
 * transfer is keyed by consultation and minute, and `minutes_charged` moves under the row lock.
 */
async function chargeMinutes(
  trx: LedgerTransaction,
  row: ConsultationRow,
  minutesUsed: number,
): Promise<ConsultationRow> {
  const timeline = timelineOf(row);
  if (!timeline || !row.hold_id) return row;
  const due = paidMinutesOf(timeline, minutesUsed);
  if (due <= row.minutes_charged) return row;
  const pricing = {
    ratePerMinute: Number(row.rate_per_minute),
    packagePrice: row.package_price === null ? null : Number(row.package_price),
  };
  for (let minute = row.minutes_charged + 1; minute <= due; minute++) {
    const amount = minutePrice(minute, pricing, row.paid_minutes);
    const share = astrologerShare(amount, row.revenue_share_bp);
    await chargeHold(
      trx,
      row.hold_id,
      [
        { to: { kind: 'astrologer_earnings', ownerId: row.astrologer_id }, amount: share },
        { to: { kind: 'platform_revenue' }, amount: amount - share },
      ],
      `consultation:${row.id}:minute:${minute}`,
      `consultation:${row.id}`,
    );
  }
  return trx
    .updateTable('consultation')
    .set({ minutes_charged: due })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function finish(
  trx: LedgerTransaction,
  row: ConsultationRow,
  end: Date,
  reason: ConsultationEndReason,
): Promise<Transition> {
  const timeline = timelineOf(row);
  const charged = timeline ? await chargeMinutes(trx, row, minutesUsedUntil(timeline, end)) : row;
  if (charged.hold_id) await releaseIn(trx, charged.hold_id);
  const ended = await trx
    .updateTable('consultation')
    .set({ status: 'ended', ended_at: end, end_reason: reason, next_event_at: null })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const message = await systemMessage(trx, ended, `ended.${reason}`, end);
  return { row: ended, events: [message, ...(await stateEvents(trx, ended))] };
}

/**
 * Brings one locked consultation up to `now`: expires an unanswered request; for an active one
 * charges the minutes begun, ends it when its time is up or its user has been gone past the
 * grace period (charged only up to then), tops a per-minute chat up from the wallet when its
 * time runs low and warns the user a minute before the end.
 */
async function settleLocked(
  trx: LedgerTransaction,
  row: ConsultationRow,
  now: Date,
): Promise<Transition> {
  if (row.status === 'requested') {
    return now >= row.accept_by
      ? closeUnstarted(trx, row, 'expired', row.accept_by)
      : { row, events: [] };
  }
  const timeline = timelineOf(row);
  if (row.status !== 'active' || !timeline) return { row, events: [] };
  const gone = row.user_left_at ? graceEnd(row.user_left_at) : undefined;
  if (gone && gone <= now && gone < paidUntil(timeline))
    return finish(trx, row, gone, 'user_disconnected');

  let current = row;
  const events: OutgoingEvent[] = [];
  if (
    current.mode === 'per-minute' &&
    paidUntil(timeline).getTime() - now.getTime() <= TOP_UP_BEFORE_MS
  ) {
    const toppedUp = await topUp(trx, current);
    if (toppedUp !== current) {
      current = toppedUp;
      events.push(...(await stateEvents(trx, current)));
    }
  }
  const currentTimeline = timelineOf(current) ?? timeline;
  if (paidUntil(currentTimeline) <= now)
    return finish(trx, current, paidUntil(currentTimeline), 'time_up');

  const chargedBefore = current.minutes_charged;
  current = await chargeMinutes(trx, current, minutesBegunBy(currentTimeline, now));
  // A minute was paid: the user's balance in the chat falls with it.
  if (current.minutes_charged !== chargedBefore) events.push(...(await stateEvents(trx, current)));
  if (
    !current.warned &&
    paidUntil(currentTimeline).getTime() - now.getTime() <= LOW_BALANCE_WARNING_SECONDS * 1000
  ) {
    events.push(await systemMessage(trx, current, 'warning', now));
    current = await trx
      .updateTable('consultation')
      .set({ warned: true })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  current = await trx
    .updateTable('consultation')
    .set({ next_event_at: nextEventAt(currentTimeline, now, current.user_left_at) })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row: current, events };
}

/** Adds what the wallet now covers (a recharge during the chat) to a per-minute chat's hold. */
async function topUp(trx: LedgerTransaction, row: ConsultationRow): Promise<ConsultationRow> {
  const rate = Number(row.rate_per_minute);
  const balance = await balanceOf(trx, walletOf(row.user_id));
  const minutes = Math.min(MAX_RESERVED_MINUTES, Math.floor(balance / rate));
  if (minutes === 0) return row;
  let holdId = row.hold_id;
  if (holdId) await extendHold(trx, holdId, minutes * rate);
  else
    holdId = (
      await reserveIn(trx, {
        userId: row.user_id,
        amount: minutes * rate,
        reference: `consultation:${row.id}`,
      })
    ).id;
  return trx
    .updateTable('consultation')
    .set({ paid_minutes: sql`paid_minutes + ${minutes}`, hold_id: holdId, warned: false })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Settles one consultation now, in its own transaction (the sweep, a route before it answers). */
export async function settleConsultation(
  db: AppDatabase,
  id: string,
  now: Date,
): Promise<Transition | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await lockConsultation(trx, id);
    return row ? settleLocked(trx, row, now) : undefined;
  });
}

/**
 * The sweep: every consultation whose next deadline has passed. Rows another instance is
 * settling are skipped (`skip locked`); it will have done the same work.
 */
export async function settleDue(db: AppDatabase, now: Date): Promise<OutgoingEvent[]> {
  const due = await db
    .selectFrom('consultation')
    .select('id')
    .where('next_event_at', '<=', now)
    .orderBy('next_event_at')
    .limit(200)
    .execute();
  const events: OutgoingEvent[] = [];
  for (const { id } of due) {
    const settled = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('consultation')
        .selectAll()
        .where('id', '=', id)
        .where('next_event_at', '<=', now)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      return row ? settleLocked(trx, row, now) : undefined;
    });
    if (settled) events.push(...settled.events);
  }
  return events;
}

/** The user's chat socket opened: a grace period running is over. */
export async function markUserPresent(db: AppDatabase, id: string): Promise<void> {
  await db.updateTable('consultation').set({ user_left_at: null }).where('id', '=', id).execute();
}

/**
 * The user's last chat socket closed at `now`: the consultation ends 90 s later unless they
 * come back; the sweep is told to look then.
 */
export async function markUserGone(db: AppDatabase, id: string, now: Date): Promise<void> {
  await db
    .updateTable('consultation')
    .set({
      user_left_at: now,
      next_event_at: sql`least(next_event_at, ${graceEnd(now)})`,
    })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .execute();
}

import { ConsultationSchema, MessagesSchema } from '@jyotish/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  act,
  earnings,
  getConsultation,
  HandClock,
  MINUTE,
  onlineAstrologer,
  requestChat,
  walletBalance,
} from '../../../../test/consultation-helper.js';
import { buildTestApp, fileTestDatabase } from '../../../../test/helper.js';
import { bearer, rechargeThroughSandbox, signUpUser } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';
import { expireAbsentAstrologers } from '../../../consultations/astrologer-profiles.js';
import {
  markUserGone,
  settleConsultation,
  stateEvents,
} from '../../../consultations/consultation-lifecycle.js';
import { balanceOf } from '../../../wallet/ledger.js';

const clock = new HandClock();
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ADMIN, { consultations: { clock, sweepMs: 0 } });
});

let users = 0;
/** A new user with ₹500 in the wallet. */
async function userWith500() {
  users += 1;
  const user = await signUpUser(app, `chat-user-${users}@example.in`);
  await rechargeThroughSandbox(app, user.token, 'inr-500');
  return user;
}

/** The user's first (free) consultation, started and ended at once: later ones are paid. */
async function useFreeConsultation(
  user: { token: string },
  astrologer: { id: string; token: string },
): Promise<void> {
  const first = ConsultationSchema.parse(
    (await requestChat(app, user.token, astrologer.id)).json(),
  );
  await act(app, astrologer.token, first.id, 'accept');
  await act(app, user.token, first.id, 'end');
}

const platformRevenue = () => balanceOf(app.db, { kind: 'platform_revenue' });

describe('a first consultation, per minute at ₹20', () => {
  it('is free for 5 minutes, then charges each minute begun, split 60/40', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const user = await userWith500();
    const revenueBefore = await platformRevenue();

    const requested = await requestChat(app, user.token, astrologer.id);
    expect(requested.statusCode, requested.body).toBe(201);
    const chat = ConsultationSchema.parse(requested.json());
    // 25 minutes of ₹20 are set aside: the wallet shows them gone until the end.
    expect(chat).toMatchObject({ status: 'requested', freeMinutes: 5, paidMinutes: 25 });
    expect(await walletBalance(app, user.id)).toBe(0);

    clock.advance(20_000);
    const started = await act(app, astrologer.token, chat.id, 'accept');
    expect(started.status).toBe('active');
    expect(Date.parse(started.freeUntil ?? '') - Date.parse(started.startedAt ?? '')).toBe(
      5 * MINUTE,
    );

    clock.advance(5 * MINUTE - 1000);
    expect((await getConsultation(app, user.token, chat.id)).charged).toBe(0);
    clock.advance(1000);
    expect((await getConsultation(app, user.token, chat.id)).charged).toBe(2_000);
    // In the chat the user sees what is left to spend: the wallet and the unspent hold.
    const row = await app.db
      .selectFrom('consultation')
      .selectAll()
      .where('id', '=', chat.id)
      .executeTakeFirstOrThrow();
    const states = await app.db.transaction().execute((trx) => stateEvents(trx, row));
    expect(states.find((s) => s.audience === 'user')?.event).toMatchObject({ balance: 48_000 });

    clock.advance(2 * MINUTE + 30_000); // 7:30 in: eight minutes begun, three paid
    const ended = await act(app, user.token, chat.id, 'end');
    expect(ended).toMatchObject({ status: 'ended', endReason: 'user_ended', charged: 6_000 });
    expect(await walletBalance(app, user.id)).toBe(44_000);
    expect(await earnings(app, astrologer.id)).toBe(3_600);
    expect((await platformRevenue()) - revenueBefore).toBe(2_400);

    // The transcript carries the system lines of the start and the end.
    const transcript = await app.inject({
      method: 'GET',
      url: `/api/consultations/${chat.id}/messages`,
      headers: bearer(user.token),
    });
    expect(MessagesSchema.parse(transcript.json()).data.map((m) => m.text)).toEqual([
      'started',
      'ended.user_ended',
    ]);
  });
});

describe('later consultations', () => {
  it('have no free minutes, warn a minute before the money runs out and end then', async () => {
    const astrologer = await onlineAstrologer(app, 25);
    const user = await userWith500();
    const first = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    await act(app, astrologer.token, first.id, 'accept');
    await act(app, user.token, first.id, 'end'); // within the free minutes: nothing charged
    expect(await walletBalance(app, user.id)).toBe(50_000);

    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    expect(chat).toMatchObject({ freeMinutes: 0, paidMinutes: 20 });
    await act(app, astrologer.token, chat.id, 'accept');
    clock.advance(19 * MINUTE);
    await app.settleConsultations();
    const messages = await app.inject({
      method: 'GET',
      url: `/api/consultations/${chat.id}/messages`,
      headers: bearer(astrologer.token),
    });
    expect(MessagesSchema.parse(messages.json()).data.map((m) => m.text)).toContain('warning');
    clock.advance(MINUTE);
    await app.settleConsultations();
    const ended = await getConsultation(app, user.token, chat.id);
    expect(ended).toMatchObject({ status: 'ended', endReason: 'time_up', charged: 50_000 });
    expect(ended.minutesCharged).toBe(20);
    expect(await walletBalance(app, user.id)).toBe(0);
    expect(await earnings(app, astrologer.id)).toBe(30_000);
  });

  it('is topped up from a recharge made during the chat, without ending it', async () => {
    const astrologer = await onlineAstrologer(app, 25);
    const user = await userWith500();
    await useFreeConsultation(user, astrologer);

    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    await act(app, astrologer.token, chat.id, 'accept');
    clock.advance(18 * MINUTE + 30_000);
    await app.settleConsultations();
    await rechargeThroughSandbox(app, user.token, 'inr-100'); // ₹100: four more minutes
    clock.advance(30_000);
    await app.settleConsultations();
    const extended = await getConsultation(app, user.token, chat.id);
    expect(extended).toMatchObject({ status: 'active', paidMinutes: 24 });
    clock.advance(10 * MINUTE);
    await app.settleConsultations();
    expect(await getConsultation(app, user.token, chat.id)).toMatchObject({
      status: 'ended',
      endReason: 'time_up',
      minutesCharged: 24,
      charged: 60_000,
    });
    expect(await walletBalance(app, user.id)).toBe(0);
  });

  it('charges a dropped user only up to the end of the 90 s grace period', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const user = await userWith500();
    await useFreeConsultation(user, astrologer);

    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    await act(app, astrologer.token, chat.id, 'accept');
    clock.advance(2 * MINUTE + 10_000);
    await markUserGone(app.db, chat.id, clock.now()); // gone at 2:10, grace ends at 3:40
    clock.advance(10 * MINUTE); // the sweep only comes round much later
    await app.settleConsultations();
    const ended = await getConsultation(app, user.token, chat.id);
    expect(ended).toMatchObject({
      status: 'ended',
      endReason: 'user_disconnected',
      minutesCharged: 4,
      charged: 8_000,
    });
    expect(Date.parse(ended.endedAt ?? '') - Date.parse(ended.startedAt ?? '')).toBe(
      3 * MINUTE + 40_000,
    );
    expect(await walletBalance(app, user.id)).toBe(42_000);
  });

  it('charges a minute once however often it is settled at the same moment', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const user = await userWith500();
    await useFreeConsultation(user, astrologer);
    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    await act(app, astrologer.token, chat.id, 'accept');
    clock.advance(3 * MINUTE);
    const now = clock.now();
    await Promise.all([
      ...Array.from({ length: 90 }, () => settleConsultation(app.db, chat.id, now)),
      ...Array.from({ length: 10 }, () => app.settleConsultations()),
    ]);
    expect((await getConsultation(app, user.token, chat.id)).charged).toBe(8_000);
    const { rows } = await sql<{ count: string }>`select count(*) as count from ledger_transfer
      where idempotency_key like ${`consultation:${chat.id}:minute:%`}`.execute(app.db);
    expect(Number(rows[0]?.count)).toBe(8); // four minutes, two shares each
    await act(app, user.token, chat.id, 'end');
  });
});

describe("an astrologer's presence", () => {
  it('ends a minute after the last heartbeat (the desk poll keeps it)', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const isOnline = async () =>
      (await app.inject({ method: 'GET', url: `/api/astrologers/${astrologer.id}` })).json()
        .isOnline;
    clock.advance(50_000);
    const poll = await app.inject({
      method: 'GET',
      url: '/api/astrologer/consultations',
      headers: bearer(astrologer.token),
    });
    expect(poll.statusCode).toBe(200);
    clock.advance(50_000);
    await expireAbsentAstrologers(app.db, clock.now());
    expect(await isOnline()).toBe(true);
    clock.advance(11_000);
    await expireAbsentAstrologers(app.db, clock.now());
    expect(await isOnline()).toBe(false);
  });
});

describe('the 20-minute package', () => {
  it('costs round(rate × 20 × 0.85) and charges its minutes to the paisa', async () => {
    const astrologer = await onlineAstrologer(app, 17);
    const user = await userWith500();
    await useFreeConsultation(user, astrologer);

    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id, 'package')).json(),
    );
    expect(chat).toMatchObject({ mode: 'package', paidMinutes: 20, packagePrice: 28_900 });
    expect(await walletBalance(app, user.id)).toBe(50_000 - 28_900);
    await act(app, astrologer.token, chat.id, 'accept');
    clock.advance(9 * MINUTE + 1000); // ten minutes begun
    const ended = await act(app, astrologer.token, chat.id, 'end');
    expect(ended).toMatchObject({ endReason: 'astrologer_ended', charged: 14_450 });
    expect(await walletBalance(app, user.id)).toBe(50_000 - 14_450);
  });
});

describe('requests', () => {
  it('expire after 60 s unanswered and give all the money back', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const user = await userWith500();
    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    clock.advance(60_000);
    await app.settleConsultations();
    expect(await getConsultation(app, user.token, chat.id)).toMatchObject({
      status: 'expired',
      charged: 0,
    });
    expect(await walletBalance(app, user.id)).toBe(50_000);
    const late = await app.inject({
      method: 'POST',
      url: `/api/consultations/${chat.id}/accept`,
      headers: bearer(astrologer.token),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('consultation_not_requested');
  });

  it('declined give the money back; a user can neither accept their own nor request twice', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const user = await userWith500();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => requestChat(app, user.token, astrologer.id)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.json().reason)).toEqual(
      Array.from({ length: 99 }, () => 'consultation_open'),
    );
    const chat = ConsultationSchema.parse(answers.find((a) => a.statusCode === 201)?.json());
    expect(await walletBalance(app, user.id)).toBe(0);
    const own = await app.inject({
      method: 'POST',
      url: `/api/consultations/${chat.id}/accept`,
      headers: bearer(user.token),
    });
    expect(own.statusCode).toBe(403);
    await act(app, astrologer.token, chat.id, 'decline');
    expect(await walletBalance(app, user.id)).toBe(50_000);
  });

  it('are refused for an offline astrologer, an empty wallet after the first, or oneself', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    await app.inject({
      method: 'PUT',
      url: '/api/astrologer/status',
      headers: bearer(astrologer.token),
      payload: { online: false },
    });
    const user = await userWith500();
    const offline = await requestChat(app, user.token, astrologer.id);
    expect([offline.statusCode, offline.json().reason]).toEqual([409, 'astrologer_offline']);

    const other = await onlineAstrologer(app, 20);
    const broke = await signUpUser(app, `broke-${Date.now()}@example.in`);
    const free = ConsultationSchema.parse((await requestChat(app, broke.token, other.id)).json());
    expect(free).toMatchObject({ freeMinutes: 5, paidMinutes: 0 });
    await act(app, other.token, free.id, 'accept');
    clock.advance(5 * MINUTE);
    await app.settleConsultations();
    expect(await getConsultation(app, broke.token, free.id)).toMatchObject({
      status: 'ended',
      endReason: 'time_up',
      charged: 0,
    });
    const again = await requestChat(app, broke.token, other.id);
    expect([again.statusCode, again.json().reason]).toEqual([409, 'insufficient_balance']);
    const self = await requestChat(app, other.token, other.id);
    expect([self.statusCode, self.json().reason]).toEqual([409, 'cannot_consult_self']);
    const unknown = await requestChat(app, user.token, 'no-such-astrologer');
    expect([unknown.statusCode, unknown.json().reason]).toEqual([404, 'astrologer_not_found']);
  });
});

describe('who may see a consultation', () => {
  it('is its user, its astrologer and an admin; reviews once, by its user, after the end', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const user = await userWith500();
    const stranger = await signUpUser(app, `stranger-${Date.now()}@example.in`);
    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    for (const url of [`/api/consultations/${chat.id}`, `/api/consultations/${chat.id}/messages`]) {
      const answer = await app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(answer.statusCode).toBe(404);
    }
    const ticket = await app.inject({
      method: 'POST',
      url: `/api/consultations/${chat.id}/ticket`,
      headers: bearer(stranger.token),
    });
    expect(ticket.statusCode).toBe(404);
    // An administrator reads someone's transcript only with a reason, which is audited.
    const transcript = (query = '') =>
      app.inject({
        method: 'GET',
        url: `/api/consultations/${chat.id}/messages${query}`,
        headers: bearer(astrologer.adminToken),
      });
    const reasonless = await transcript();
    expect([reasonless.statusCode, reasonless.json().field]).toEqual([400, 'reason']);
    const vague = await transcript('?reason=why');
    expect([vague.statusCode, vague.json().field]).toEqual([400, 'reason']);
    const unaudited = await app.db
      .selectFrom('audit_event')
      .select('id')
      .where('target', '=', chat.id)
      .execute();
    expect(unaudited).toEqual([]);
    const reason = 'Complaint #4411: the user reports abusive language';
    const admin = await transcript(`?reason=${encodeURIComponent(reason)}`);
    expect(admin.statusCode, admin.body).toBe(200);
    const audited = await app.db
      .selectFrom('audit_event')
      .select(['action', 'details'])
      .where('target', '=', chat.id)
      .execute();
    expect(audited).toEqual([{ action: 'consultation.transcript_read', details: { reason } }]);

    const early = await app.inject({
      method: 'POST',
      url: `/api/consultations/${chat.id}/review`,
      headers: bearer(user.token),
      payload: { rating: 5, text: 'Very helpful' },
    });
    expect([early.statusCode, early.json().reason]).toEqual([409, 'consultation_not_ended']);
    await act(app, astrologer.token, chat.id, 'accept');
    await act(app, user.token, chat.id, 'end');
    const byStranger = await app.inject({
      method: 'POST',
      url: `/api/consultations/${chat.id}/review`,
      headers: bearer(stranger.token),
      payload: { rating: 1, text: 'Never met them' },
    });
    expect(byStranger.statusCode).toBe(404);
    const reviews = await Promise.all(
      Array.from({ length: 100 }, (_, i) => 5 - (i % 3)).map((rating) =>
        app.inject({
          method: 'POST',
          url: `/api/consultations/${chat.id}/review`,
          headers: bearer(user.token),
          payload: { rating, text: 'Very helpful' },
        }),
      ),
    );
    expect(reviews.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(reviews.filter((r) => r.statusCode === 409)).toHaveLength(99);
    const profile = await app.inject({ method: 'GET', url: `/api/astrologers/${astrologer.slug}` });
    expect(profile.json()).toMatchObject({ reviews: 1, reviewList: [{ text: 'Very helpful' }] });
    expect([3, 4, 5]).toContain(profile.json().rating);
    const badRating = await app.inject({
      method: 'POST',
      url: `/api/consultations/${chat.id}/review`,
      headers: bearer(user.token),
      payload: { rating: 6, text: '' },
    });
    expect([badRating.statusCode, badRating.json().field]).toEqual([400, 'rating']);
  });
});

describe('a restart in the middle of a consultation', () => {
  it('resumes billing from the database: nothing lost, nothing charged twice', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const user = await userWith500();
    await useFreeConsultation(user, astrologer);
    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    await act(app, astrologer.token, chat.id, 'accept');
    clock.advance(2 * MINUTE);
    await app.settleConsultations();
    expect((await getConsultation(app, user.token, chat.id)).charged).toBe(6_000);

    // A second server on the same database, as after a restart; the first stops sweeping.
    const { db } = await fileTestDatabase();
    const restarted = await buildTestApp(ADMIN, {
      database: db,
      consultations: { clock, sweepMs: 0 },
    });
    clock.advance(4 * MINUTE);
    await Promise.all([restarted.settleConsultations(), app.settleConsultations()]);
    expect((await getConsultation(restarted, user.token, chat.id)).charged).toBe(14_000);
    await act(restarted, user.token, chat.id, 'end');
    expect(await walletBalance(app, user.id)).toBe(36_000);
  });
});

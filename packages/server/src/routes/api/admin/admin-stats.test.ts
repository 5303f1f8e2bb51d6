import { AdminStatsSchema, addDays, ConsultationSchema, istDateOf } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  act,
  HandClock,
  MINUTE,
  onlineAstrologer,
  requestChat,
} from '../../../../test/consultation-helper.js';
import { buildTestApp } from '../../../../test/helper.js';
import {
  bearer,
  paySandboxOrder,
  signInAdmin,
  signUpUser,
  startRecharge,
} from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

const clock = new HandClock(Date.now());
let app: App;
let admin: string;
// The figures are asked for yesterday and today (IST), so a run that crosses midnight counts
// the same; the two days before are the previous range.
const today = istDateOf(Date.now());
const yesterday = addDays(today, -1);

const stats = async (query: string, token = admin) => {
  const response = await app.inject({ url: `/api/admin/stats?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return AdminStatsSchema.parse(response.json());
};

/** A user who recharged ₹500 (₹590 paid with 18 % GST); returns the payment id too. */
async function rechargedUser(label: string) {
  const user = await signUpUser(app, `stats-${label}-${Date.now()}@example.in`);
  const order = await startRecharge(app, user.token, 'inr-500');
  const fields = await paySandboxOrder(app, user.token, order.id);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: bearer(user.token),
    payload: fields,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...user, paymentId: fields.razorpay_payment_id, paid: order.amount };
}

let paid: number;

beforeAll(async () => {
  app = await buildTestApp(ADMIN, { consultations: { clock, sweepMs: 0 } });
  admin = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);

  // A sign-up of three days ago: in the previous range, not this one.
  const earlier = await signUpUser(app, `stats-earlier-${Date.now()}@example.in`);
  await app.db
    .updateTable('app_user')
    .set({ created_at: new Date(`${addDays(today, -3)}T12:00:00+05:30`) })
    .where('id', '=', earlier.id)
    .execute();
  await app.db.deleteFrom('user_session').where('user_id', '=', earlier.id).execute();
  await app.db
    .updateTable('analytics_event')
    .set({ created_at: new Date(`${addDays(today, -3)}T12:00:00+05:30`) })
    .where('user_id', '=', earlier.id)
    .execute();

  // Two users recharge ₹500; a third only signs up.
  const chatter = await rechargedUser('chatter');
  const buyer = await rechargedUser('buyer');
  await signUpUser(app, `stats-idle-${Date.now()}@example.in`);
  paid = chatter.paid + buyer.paid;

  // The chatter had paid once before, ten days ago: a returning customer.
  await app.db
    .insertInto('analytics_event')
    .values({
      name: 'payment_completed',
      stage: 'consultation',
      user_id: chatter.id,
      created_at: new Date(`${addDays(today, -10)}T12:00:00+05:30`),
    })
    .execute();
  // Three page views (one signed in) and two looks at an astrologer's profile.
  for (const [path, token] of [
    ['/', null],
    ['/kundli', null],
    ['/astrologers', chatter.token],
  ]) {
    const viewed = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      headers: token ? bearer(token) : {},
      payload: { path, lang: 'en' },
    });
    expect(viewed.statusCode).toBe(204);
  }

  // A first chat at ₹20 a minute, 7½ minutes: 5 free, 3 paid (₹60: ₹36 to the astrologer).
  const astrologer = await onlineAstrologer(app, 20);
  for (const token of [null, chatter.token]) {
    const profile = await app.inject({
      url: `/api/astrologers/${astrologer.slug}`,
      headers: token ? bearer(token) : {},
    });
    expect(profile.statusCode).toBe(200);
  }
  const chat = ConsultationSchema.parse(
    (await requestChat(app, chatter.token, astrologer.id)).json(),
  );
  await act(app, astrologer.token, chat.id, 'accept');
  clock.advance(7 * MINUTE + 30_000);
  await act(app, chatter.token, chat.id, 'end');

  // A life report (₹499) and a ₹100 refund of the buyer's payment to the wallet.
  const report = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { ...bearer(buyer.token), 'idempotency-key': crypto.randomUUID() },
    payload: {
      type: 'life',
      lang: 'en',
      birth: {
        name: 'Asha Verma',
        gender: 'female',
        birthDate: '1990-08-15',
        birthTime: '10:30',
        latitude: 28.6139,
        longitude: 77.209,
      },
    },
  });
  expect(report.statusCode, report.body).toBe(201);
  const refund = await app.inject({
    method: 'POST',
    url: `/api/admin/payments/${buyer.paymentId}/refunds`,
    headers: { ...bearer(admin), 'idempotency-key': crypto.randomUUID() },
    payload: { amount: 10_000, reason: 'A goodwill refund', to: 'wallet' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
});

describe('GET /api/admin/stats', () => {
  it('counts the range from the domain tables and the ledger, beside the range before', async () => {
    const answer = await stats(`from=${yesterday}&to=${today}`);
    expect(paid).toBe(118_000);
    expect(answer).toMatchObject({
      from: yesterday,
      to: today,
      previousFrom: addDays(today, -3),
      previousTo: addDays(today, -2),
    });
    expect(answer.totals).toEqual({
      signups: 3,
      // The two who paid; the idle one signed up, which starts a session too.
      activeUsers: 3,
      recharges: 2,
      rechargeAmount: 118_000,
      gst: 18_000,
      // ₹24 of the chat, ₹499 of the report, less the ₹100 refunded from revenue.
      revenue: 2_400 + 49_900 - 10_000,
      consultations: 1,
      billedMinutes: 3,
      freeMinutes: 5,
      reportSales: 1,
      reportAmount: 49_900,
      refunds: 1,
      refundAmount: 10_000,
      astrologerEarnings: 3_600,
    });
    expect(answer.previous).toMatchObject({ signups: 1, activeUsers: 0, recharges: 0 });
    // The journey: views, profiles, sign-ups, the two who paid (one had paid before).
    expect(answer.funnel).toEqual({
      awareness: 3,
      interest: 2,
      consideration: 3,
      consultation: 2,
      retention: 1,
    });
    expect(answer.days.map((day) => day.date)).toEqual([yesterday, today]);
    const summed = answer.days.reduce((sum, day) => sum + day.revenue, 0);
    expect(summed).toBe(answer.totals.revenue);
  });

  it('gives every day of a 30-day range, zero where nothing happened', async () => {
    const answer = await stats(`from=${addDays(today, -29)}&to=${today}`);
    expect(answer.days).toHaveLength(30);
    expect(answer.days[0]?.date).toBe(addDays(today, -29));
    expect(answer.days.find((day) => day.date === addDays(today, -3))?.signups).toBe(1);
    expect(answer.days.find((day) => day.date === addDays(today, -10))).toMatchObject({
      signups: 0,
      revenue: 0,
    });
    expect(answer.totals.signups).toBe(4);
  });

  it('refuses a bad range naming the field, and everyone but administrators', async () => {
    const bad = async (query: string, field: string) => {
      const response = await app.inject({
        url: `/api/admin/stats?${query}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field });
    };
    await bad(`from=${today}&to=${yesterday}`, 'to');
    await bad('from=2025-01-01&to=2026-01-02', 'to');
    await bad(`from=2026-02-30&to=${today}`, 'from');
    await bad(`to=${today}`, 'from');
    expect(
      (await app.inject({ url: `/api/admin/stats?from=${today}&to=${today}` })).statusCode,
    ).toBe(401);
    const user = await signUpUser(app, `stats-curious-${Date.now()}@example.in`);
    const refused = await app.inject({
      url: `/api/admin/stats?from=${today}&to=${today}`,
      headers: bearer(user.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});

import { AdminConsultationsPageSchema, ConsultationSchema } from '@jyotish/contract';
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
import { bearer, rechargeThroughSandbox, signUpUser } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

const clock = new HandClock(Date.now());
let app: App;
let admin: string;
let chatter: { id: string; email: string };

const list = async (query: string) => {
  const response = await app.inject({
    url: `/api/admin/consultations?${query}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminConsultationsPageSchema.parse(response.json());
};

beforeAll(async () => {
  app = await buildTestApp(ADMIN, { consultations: { clock, sweepMs: 0 } });
  const astrologer = await onlineAstrologer(app, 20);
  admin = astrologer.adminToken;
  // One chat of 7½ minutes (5 free, 3 paid), one declined.
  const email = `admin-chats-${Date.now()}@example.in`;
  const user = await signUpUser(app, email);
  chatter = { id: user.id, email };
  await rechargeThroughSandbox(app, user.token, 'inr-500');
  const chat = ConsultationSchema.parse((await requestChat(app, user.token, astrologer.id)).json());
  await act(app, astrologer.token, chat.id, 'accept');
  clock.advance(7 * MINUTE + 30_000);
  await act(app, user.token, chat.id, 'end');
  const other = await signUpUser(app, `admin-chats-other-${Date.now()}@example.in`);
  await rechargeThroughSandbox(app, other.token, 'inr-500');
  const declined = ConsultationSchema.parse(
    (await requestChat(app, other.token, astrologer.id)).json(),
  );
  await act(app, astrologer.token, declined.id, 'decline');
  // Fifty-one old requests that expired unanswered, to page through.
  await app.db
    .insertInto('consultation')
    .values(
      Array.from({ length: 51 }, (_, index) => ({
        id: crypto.randomUUID(),
        user_id: user.id,
        astrologer_id: astrologer.id,
        mode: 'per-minute' as const,
        status: 'expired' as const,
        rate_per_minute: 2_000,
        revenue_share_bp: 6000,
        free_minutes: 0,
        paid_minutes: 0,
        requested_at: new Date(Date.parse('2026-01-01T10:00:00Z') + index * 60_000),
        accept_by: new Date(Date.parse('2026-01-01T10:01:00Z') + index * 60_000),
      })),
    )
    .execute();
});

describe('GET /api/admin/consultations', () => {
  it('lists by status, newest first, fifty a page, with the user and the money', async () => {
    const ended = await list('status=ended');
    expect(ended.total).toBe(1);
    expect(ended.consultations[0]).toMatchObject({
      status: 'ended',
      userEmail: chatter.email,
      freeMinutes: 5,
      minutesCharged: 3,
      charged: 6_000,
      endReason: 'user_ended',
    });
    expect((await list('status=declined')).total).toBe(1);
    const first = await list('status=expired&page=1');
    expect([first.total, first.consultations.length, first.pageSize]).toEqual([51, 50, 50]);
    const second = await list('status=expired&page=2');
    expect(second.consultations).toHaveLength(1);
    expect(second.consultations[0]?.requestedAt).toBe('2026-01-01T10:00:00.000Z');
    expect(first.consultations[0]?.requestedAt).toBe('2026-01-01T10:50:00.000Z');
    expect((await list('')).total).toBe(53);
    expect((await list('status=expired&page=9')).consultations).toEqual([]);
  });

  it('exports the selection as CSV, and refuses a bad status or page naming it', async () => {
    const response = await app.inject({
      url: '/api/admin/consultations.csv?status=ended',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = response.body.split('\r\n');
    expect(header).toBe(
      'id,requested_at,started_at,ended_at,status,mode,user_email,astrologer,rate_per_minute_paise,free_minutes,minutes_charged,charged_paise,end_reason',
    );
    expect(row?.split(',').slice(4, 7)).toEqual(['ended', 'per-minute', chatter.email]);
    expect(row?.split(',').slice(8)).toEqual(['2000', '5', '3', '6000', 'user_ended']);
    expect(end).toBe('');
    for (const [query, field] of [
      ['status=paused', 'status'],
      ['page=0', 'page'],
    ]) {
      const bad = await app.inject({
        url: `/api/admin/consultations?${query}`,
        headers: bearer(admin),
      });
      expect([bad.statusCode, bad.json().field], query).toEqual([400, field]);
    }
  });
});

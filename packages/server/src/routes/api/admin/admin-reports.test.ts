import {
  AdminReportSchema,
  AdminReportsPageSchema,
  AuditSearchSchema,
  ReportOrderResponseSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, walletBalance } from '../../../../test/consultation-helper.js';
import { buildTestApp, settleJobs } from '../../../../test/helper.js';
import {
  bearer,
  rechargeThroughSandbox,
  signInAdmin,
  signUpUser,
} from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';
import { checkLedger } from '../../../wallet/ledger-check.js';

let app: App;
let admin: string;
let buyer: { id: string; token: string };
let reportId: string;
const email = `admin-reports-${Date.now()}@example.in`;

/** Born 15 August 1990, 10:30 in New Delhi. */
const BIRTH = {
  name: 'Asha Verma',
  gender: 'female',
  birthDate: '1990-08-15',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};

const act = (action: 'regenerate' | 'refund', id: string, body?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/reports/${id}/${action}`,
    headers: bearer(admin),
    ...(body ? { payload: body } : {}),
  });

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
  admin = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
  buyer = await signUpUser(app, email);
  await rechargeThroughSandbox(app, buyer.token, 'inr-500');
  const bought = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { ...bearer(buyer.token), 'idempotency-key': crypto.randomUUID() },
    payload: { type: 'life', birth: BIRTH, lang: 'en' },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  reportId = ReportOrderResponseSchema.parse(bought.json()).report.id;
  await settleJobs(app.db, 60_000);
}, 120_000);

describe('reports for administrators', () => {
  it("list every report with the buyer's e-mail, found by part of it and by status", async () => {
    const found = await app.inject({
      url: `/api/admin/reports?q=${encodeURIComponent(email.slice(0, 20).toUpperCase())}`,
      headers: bearer(admin),
    });
    expect(found.statusCode, found.body).toBe(200);
    const page = AdminReportsPageSchema.parse(found.json());
    expect(page.total).toBe(1);
    expect(page.reports[0]).toMatchObject({
      id: reportId,
      userEmail: email,
      type: 'life',
      status: 'ready',
      price: 49_900,
      refunded: false,
    });
    const csv = await app.inject({
      url: `/api/admin/reports.csv?q=${encodeURIComponent(email)}`,
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'created_at,report_id,user_email,type,language,status,price_paise,refunded,pages',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,${reportId},${email},life,en,ready,49900,false,`);
    const failed = AdminReportsPageSchema.parse(
      (
        await app.inject({
          url: `/api/admin/reports?status=failed&q=${encodeURIComponent(email)}`,
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(failed.total).toBe(0);
    const bad = await app.inject({ url: '/api/admin/reports?status=lost', headers: bearer(admin) });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'status']);
    const asBuyer = await app.inject({ url: '/api/admin/reports', headers: bearer(buyer.token) });
    expect(asBuyer.statusCode).toBe(403);
  });

  it("refund a report's price once, even asked a hundred times at once, audited with the reason", async () => {
    expect(await walletBalance(app, buyer.id)).toBe(100);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        act('refund', reportId, { reason: 'The buyer found the birth time wrong' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array(99).fill(409),
    ]);
    expect(
      new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().reason)),
    ).toEqual(new Set(['report_refunded']));
    expect(await walletBalance(app, buyer.id)).toBe(50_000);
    expect(
      AdminReportSchema.parse(answers.find((a) => a.statusCode === 200)?.json()),
    ).toMatchObject({ refunded: true, status: 'ready' });
    const audit = AuditSearchSchema.parse(
      (
        await app.inject({
          url: '/api/admin/audit?action=report.refund',
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(audit.events).toHaveLength(1);
    expect(audit.events[0]).toMatchObject({
      target: reportId,
      details: { amount: 49_900, reason: 'The buyer found the birth time wrong' },
    });
    const short = await act('refund', reportId, { reason: 'no' });
    expect([short.statusCode, short.json().field]).toEqual([400, 'reason']);
    expect((await checkLedger(app.db)).problems).toEqual([]);
  });

  it('build a report again from what it was bought with, not while it builds', async () => {
    // A build under way (here as the job runner marks it) is not started again.
    await app.db
      .updateTable('report')
      .set({ status: 'running', pdf: null })
      .where('id', '=', reportId)
      .execute();
    const building = await act('regenerate', reportId);
    expect([building.statusCode, building.json().reason]).toEqual([409, 'report_building']);
    // Then the build fails: a failed report may be built again.
    await app.db
      .updateTable('report')
      .set({ status: 'failed', error: 'typesetting stopped' })
      .where('id', '=', reportId)
      .execute();

    const queued = await act('regenerate', reportId);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(AdminReportSchema.parse(queued.json())).toMatchObject({ status: 'queued', pages: null });
    const audit = AuditSearchSchema.parse(
      (
        await app.inject({
          url: '/api/admin/audit?action=report.regenerate',
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(audit.events.map((event) => event.target)).toEqual([reportId]);
    await settleJobs(app.db, 60_000);
    const rebuilt = AdminReportsPageSchema.parse(
      (
        await app.inject({
          url: `/api/admin/reports?q=${encodeURIComponent(email)}`,
          headers: bearer(admin),
        })
      ).json(),
    ).reports[0];
    expect(rebuilt).toMatchObject({ status: 'ready', refunded: true });
    expect(rebuilt?.pages).toBeGreaterThan(10);
    const pdf = await app.inject({
      url: `/api/reports/${reportId}/pdf`,
      headers: bearer(buyer.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Regenerating moves no money.
    expect(await walletBalance(app, buyer.id)).toBe(50_000);
    const missing = await act('regenerate', crypto.randomUUID());
    expect([missing.statusCode, missing.json().reason]).toEqual([404, 'report_not_found']);
  }, 90_000);
});

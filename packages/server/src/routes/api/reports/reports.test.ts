import {
  ReportCatalogSchema,
  ReportContentResponseSchema,
  ReportListSchema,
  ReportOrderResponseSchema,
  ReportResponseSchema,
  SIGN_NAMES,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, walletBalance } from '../../../../test/consultation-helper.js';
import { buildTestApp, settleJobs } from '../../../../test/helper.js';
import { comparable, readPdf } from '../../../../test/pdf-text.js';
import {
  bearer,
  rechargeThroughSandbox,
  signInAdmin,
  signUpUser,
} from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';
import { REPORT_PHRASES } from '../../../reports/phrases/index.js';
import { reportJobHandler } from '../../../reports/report-job.js';
import { orderReport } from '../../../reports/report-orders.js';
import { checkLedger } from '../../../wallet/ledger-check.js';

let app: App;
let adminToken: string;

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
  adminToken = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
});

/** Born 15 August 1990, 10:30 in New Delhi: lagna Virgo (6), Moon in Taurus (2). */
const BIRTH = {
  name: 'Asha Verma',
  gender: 'female',
  birthDate: '1990-08-15',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};
const LIFE_PRICE = 49_900;

const order = (token: string, body: object, key: string | null = crypto.randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

async function buyer(label: string) {
  const user = await signUpUser(app, `report-${label}-${Date.now()}@example.in`);
  await rechargeThroughSandbox(app, user.token, 'inr-500');
  return user;
}

async function reportOf(token: string, id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/reports/${id}`,
    headers: bearer(token),
  });
  return response;
}

describe('premium reports', () => {
  it('lists each report with its price and section count; the life report has 82', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/reports/catalog' });
    const { reports } = ReportCatalogSchema.parse(response.json());
    expect(reports.find((r) => r.type === 'life')).toEqual({
      type: 'life',
      price: LIFE_PRICE,
      sections: 82,
    });
    expect(reports.map((r) => r.type)).toEqual([
      'life',
      'yearly',
      'career',
      'marriage',
      'child',
      'super-horoscope',
    ]);
  });

  it('refuses visitors, a missing Idempotency-Key, bad input and an empty wallet, writing nothing', async () => {
    const user = await signUpUser(app, `report-refused-${Date.now()}@example.in`);
    const body = { type: 'life', lang: 'hi', birth: BIRTH };
    const visitor = await app.inject({ method: 'POST', url: '/api/reports', payload: body });
    expect(visitor.statusCode).toBe(401);
    const keyless = await order(user.token, body, null);
    expect([keyless.statusCode, keyless.json().field]).toEqual([400, 'Idempotency-Key']);
    const badType = await order(user.token, { ...body, type: 'tarot' });
    expect([badType.statusCode, badType.json().field]).toEqual([400, 'type']);
    const badDate = await order(user.token, {
      ...body,
      birth: { ...BIRTH, birthDate: '1990-02-30' },
    });
    expect([badDate.statusCode, badDate.json().field]).toEqual([400, 'birth.birthDate']);
    const poor = await order(user.token, body);
    expect([poor.statusCode, poor.json().reason]).toEqual([409, 'insufficient_balance']);
    const mine = ReportListSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/reports', headers: bearer(user.token) })
      ).json(),
    );
    expect(mine.reports).toEqual([]);
  });

  it('charges a double-clicked purchase once: 100 requests with one key, one report, one charge', async () => {
    const user = await buyer('double');
    const before = await walletBalance(app, user.id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        order(user.token, { type: 'life', lang: 'hi', birth: BIRTH }, 'double-click'),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(
      new Set(created.map((a) => ReportOrderResponseSchema.parse(a.json()).report.id)).size,
    ).toBe(1);
    for (const other of answers.filter((a) => a.statusCode !== 201)) {
      expect([other.statusCode, other.json().reason]).toEqual([409, 'request_in_progress']);
    }
    expect(await walletBalance(app, user.id)).toBe(before - LIFE_PRICE);
    const rows = await app.db
      .selectFrom('report')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    await settleJobs(app.db, 60_000);
  });

  it('sells a wallet that holds one price only one report, even asked 100 times with 100 keys', async () => {
    const user = await buyer('race');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        order(user.token, { type: 'career', lang: 'en', birth: BIRTH }, `race-${i}`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().reason)),
    ).toEqual(new Set(['insufficient_balance']));
    expect(await walletBalance(app, user.id)).toBe(50_000 - LIFE_PRICE);
    await settleJobs(app.db, 60_000);
  });

  it('builds the Hindi life report: 82 sections from the chart, a PDF in Devanagari, for its buyer only', async () => {
    const user = await buyer('hindi');
    const bought = await order(user.token, { type: 'life', lang: 'hi', birth: BIRTH });
    expect(bought.statusCode, bought.body).toBe(201);
    const { report } = ReportOrderResponseSchema.parse(bought.json());
    await settleJobs(app.db, 60_000);
    const status = ReportResponseSchema.parse(
      (await reportOf(user.token, report.id)).json(),
    ).report;
    expect(status).toMatchObject({
      status: 'ready',
      progress: 100,
      type: 'life',
      lang: 'hi',
      name: 'Asha Verma',
      price: LIFE_PRICE,
      refunded: false,
    });

    const content = ReportContentResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/reports/${report.id}/content`,
          headers: bearer(user.token),
        })
      ).json(),
    ).content;
    const hi = REPORT_PHRASES.hi;
    expect(content.sections).toHaveLength(82);
    expect(new Set(content.sections.map((s) => s.id)).size).toBe(82);
    // Virgo lagna, Moon in Taurus: the personality sections read those signs' texts.
    const textOf = (id: string) =>
      content.sections
        .find((s) => s.id === id)
        ?.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : [])) ?? [];
    expect(textOf('lagna')).toEqual([hi.lagnaNature[5]]);
    expect(textOf('moon-sign')).toEqual([hi.moonSignNature[1]]);
    const facts = content.sections[0]?.blocks.find((b) => b.kind === 'facts');
    expect(
      facts?.kind === 'facts' && facts.rows.find((r) => r.label === hi.labels.lagna)?.value,
    ).toContain(SIGN_NAMES.hi[5]);

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}/pdf`,
      headers: bearer(user.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // A buyer's report: kept by no browser or proxy cache.
    expect(pdf.headers['cache-control']).toBe('no-store');
    const again = await app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}/pdf`,
      headers: bearer(user.token),
    });
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const { text, fonts, pages } = await readPdf(pdf.rawPayload);
    expect(pages).toBe(status.pages);
    expect(pages).toBeGreaterThan(30);
    expect(fonts).toMatch(/NotoSerifDevanagari-Regular\s+CID TrueType\s+Identity-H\s+yes/);
    const plain = comparable(text);
    for (const section of content.sections) expect(plain).toContain(comparable(section.heading));
    for (const word of ['लग्न', 'नक्षत्र', 'महादशा', SIGN_NAMES.hi[5] ?? '']) {
      expect(plain).toContain(comparable(word));
    }

    const stranger = await signUpUser(app, `report-stranger-${Date.now()}@example.in`);
    for (const path of ['', '/content', '/pdf']) {
      const refused = await app.inject({
        method: 'GET',
        url: `/api/reports/${report.id}${path}`,
        headers: bearer(stranger.token),
      });
      expect([refused.statusCode, refused.json().reason]).toEqual([404, 'report_not_found']);
      const admin = await app.inject({
        method: 'GET',
        url: `/api/reports/${report.id}${path}`,
        headers: bearer(adminToken),
      });
      expect(admin.statusCode).toBe(200);
    }
    const wallet = await app.inject({
      method: 'GET',
      url: '/api/wallet',
      headers: bearer(user.token),
    });
    expect(wallet.json().transactions[0]).toMatchObject({
      kind: 'purchase',
      amount: -LIFE_PRICE,
      description: hi.titles.life,
    });
    const listed = ReportListSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/reports', headers: bearer(user.token) })
      ).json(),
    );
    expect(listed.reports.map((r) => r.id)).toEqual([report.id]);
  });

  it('prints the Tamil and Telugu reports in their scripts', async () => {
    const user = await buyer('tamil');
    await app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: bearer(adminToken),
      payload: {
        prices: {
          life: 49_900,
          yearly: 49_900,
          career: 20_000,
          marriage: 49_900,
          child: 20_000,
          'super-horoscope': 99_900,
        },
      },
    });
    const ta = ReportOrderResponseSchema.parse(
      (await order(user.token, { type: 'career', lang: 'ta', birth: BIRTH })).json(),
    );
    const te = ReportOrderResponseSchema.parse(
      (await order(user.token, { type: 'child', lang: 'te', birth: BIRTH })).json(),
    );
    await settleJobs(app.db, 60_000);
    const taPdf = await app.inject({
      method: 'GET',
      url: `/api/reports/${ta.report.id}/pdf`,
      headers: bearer(user.token),
    });
    const tePdf = await app.inject({
      method: 'GET',
      url: `/api/reports/${te.report.id}/pdf`,
      headers: bearer(user.token),
    });
    const tamil = await readPdf(taPdf.rawPayload);
    expect(tamil.fonts).toMatch(/NotoSerifTamil-Regular\s+CID TrueType\s+Identity-H\s+yes/);
    expect(comparable(tamil.text)).toContain(comparable(REPORT_PHRASES.ta.titles.career));
    expect(comparable(tamil.text)).toContain(comparable(SIGN_NAMES.ta[5] ?? ''));
    const telugu = await readPdf(tePdf.rawPayload);
    expect(telugu.fonts).toMatch(/NotoSerifTelugu-Regular\s+CID TrueType\s+Identity-H\s+yes/);
    expect(comparable(telugu.text)).toContain(comparable(REPORT_PHRASES.te.titles.child));
    expect(comparable(telugu.text)).toContain(
      comparable(REPORT_PHRASES.te.headings.childrenOutlook),
    );
    expect(await walletBalance(app, user.id)).toBe(50_000 - 40_000);
  });

  it('lets admins change prices, with the change in the audit log; others are refused', async () => {
    const user = await signUpUser(app, `report-prices-${Date.now()}@example.in`);
    const prices = {
      life: 59_900,
      yearly: 49_900,
      career: 49_900,
      marriage: 49_900,
      child: 49_900,
      'super-horoscope': 99_900,
    };
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: bearer(user.token),
      payload: { prices },
    });
    expect(refused.statusCode).toBe(403);
    const tooCheap = await app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: bearer(adminToken),
      payload: { prices: { ...prices, life: 0 } },
    });
    expect([tooCheap.statusCode, tooCheap.json().field]).toEqual([400, 'prices.life']);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: bearer(adminToken),
      payload: { prices },
    });
    expect(saved.statusCode).toBe(200);
    const catalog = ReportCatalogSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/reports/catalog' })).json(),
    );
    expect(catalog.reports.find((r) => r.type === 'life')?.price).toBe(59_900);
    const audit = await app.db
      .selectFrom('audit_event')
      .select(['action', 'details'])
      .where('action', '=', 'settings.update')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      sections: ['reports'],
      before: { reports: { prices: { life: 49_900 } } },
      after: { reports: { prices: { life: 59_900 } } },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: bearer(adminToken),
      payload: { prices: { ...prices, life: LIFE_PRICE, career: LIFE_PRICE, child: LIFE_PRICE } },
    });
  });

  it('refunds a report whose build fails its last try, once, and marks it failed', async () => {
    const user = await buyer('failing');
    const { id } = await orderReport(app.db, {
      userId: user.id,
      type: 'life',
      lang: 'en',
      inputs: {
        birth: {
          ...BIRTH,
          gender: 'female',
          ayanamsa: 'lahiri',
          nodeType: 'mean',
          houseSystem: 'whole-sign',
          dashaYearDays: 365.25,
          ambiguousTime: 'earlier',
          dashaLevels: 2,
        },
      },
      price: LIFE_PRICE,
      purchaseKey: `failing-${user.id}`,
      asOf: new Date(),
      engineVersion: 'test',
      // Not queued: this test runs the build itself, with a typesetter that always fails.
      enqueue: async () => undefined,
    });
    expect(await walletBalance(app, user.id)).toBe(50_000 - LIFE_PRICE);
    const failing = reportJobHandler({
      db: app.db,
      charts: app.charts,
      typeset: () => {
        throw new Error('typesetting failed');
      },
    });
    const context = (attempt: number) => ({
      jobId: 'test',
      attempt,
      signal: new AbortController().signal,
      log: app.log,
    });
    await expect(failing.run({ reportId: id }, context(1))).rejects.toThrow('typesetting failed');
    expect(await walletBalance(app, user.id)).toBe(50_000 - LIFE_PRICE);
    // The job's last try taken over 100 times at once: refunded once, failed once.
    await Promise.all(Array.from({ length: 100 }, () => failing.run({ reportId: id }, context(3))));
    expect(await walletBalance(app, user.id)).toBe(50_000);
    const status = ReportResponseSchema.parse((await reportOf(user.token, id)).json()).report;
    expect(status).toMatchObject({ status: 'failed', refunded: true });
  });

  it('gives visitors a free sample of the first pages for a public birth', async () => {
    const sample = await app.inject({
      method: 'GET',
      url: '/api/reports/sample.pdf?type=life&lang=hi',
    });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(sample.rawPayload);
    expect(text).toContain('Swami Vivekananda');
    expect(comparable(text)).toContain(comparable(REPORT_PHRASES.hi.headings.lagna));
    const bad = await app.inject({ method: 'GET', url: '/api/reports/sample.pdf?type=tarot' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'type']);
  });

  it('leaves the ledger balanced: each report paid once, the failed one refunded once', async () => {
    await settleJobs(app.db, 60_000);
    expect((await checkLedger(app.db)).problems).toEqual([]);
    const ready = await app.db
      .selectFrom('report')
      .select(['id', 'price_paise'])
      .where('status', '=', 'ready')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('report')
      .set({ price_paise: 100 })
      .where('id', '=', ready.id)
      .execute();
    expect((await checkLedger(app.db)).problems).toEqual([
      `report ${ready.id} (ready, 100 paise) was paid ${ready.price_paise} and refunded 0`,
    ]);
    await app.db
      .updateTable('report')
      .set({ price_paise: ready.price_paise })
      .where('id', '=', ready.id)
      .execute();
  });
});

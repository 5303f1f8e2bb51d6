import { AuditSearchSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/consultation-helper.js';
import { buildTestApp } from '../../../../test/helper.js';
import {
  bearer,
  signInAdmin,
  signUpUser,
  WALLET_TEST_PASSWORD,
} from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';
import { recordAuditEvent } from '../../../audit/audit-log.js';
import { auditCsv } from '../../../audit/audit-search.js';
import { csvField } from '../../../csv/csv.js';

let app: App;
let root: string;
let second: { id: string; email: string; token: string };

const today = new Date().toISOString().slice(0, 10);
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function search(query: string, token = root) {
  const response = await app.inject({ url: `/api/admin/audit?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return AuditSearchSchema.parse(response.json());
}

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
  root = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
  // A second administrator, promoted by the first (itself an audited change).
  const email = `second-admin-${Date.now()}@example.in`;
  const user = await signUpUser(app, email);
  const promoted = await app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${user.id}`,
    headers: bearer(root),
    payload: { role: 'admin' },
  });
  expect(promoted.statusCode, promoted.body).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: WALLET_TEST_PASSWORD },
  });
  second = { id: user.id, email, token: (login.json() as { token: string }).token };
  const article = await app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: bearer(second.token),
    payload: {
      title: 'Audit, "quoted", and commas',
      excerpt: 'An article written to be found in the audit log.',
      body: 'Body.',
      category: 'Transit',
      lang: 'en',
      status: 'draft',
    },
  });
  expect(article.statusCode, article.body).toBe(201);
});

describe('GET /api/admin/audit', () => {
  it('filters by action and by who acted, by e-mail or account id', async () => {
    const promotions = await search('action=user.update');
    expect(promotions.events.map((event) => event.target)).toContain(second.id);
    expect(promotions.events.every((event) => event.action === 'user.update')).toBe(true);

    const bySecond = await search(`actor=${encodeURIComponent(second.email.slice(0, 14))}`);
    expect(bySecond.total).toBe(1);
    expect(bySecond.events[0]).toMatchObject({
      action: 'article.create',
      actorEmail: second.email,
      details: { title: 'Audit, "quoted", and commas' },
    });
    expect((await search(`actor=${second.id}`)).total).toBe(1);
    // A LIKE wildcard in the filter is a plain character.
    expect((await search('actor=%25')).total).toBe(0);
  });

  it('filters by UTC days, both ends included', async () => {
    const all = (await search('')).total;
    expect(all).toBeGreaterThanOrEqual(2);
    expect((await search(`from=${today}&to=${today}`)).total).toBe(all);
    expect((await search(`from=${dayAfter(today, 1)}`)).total).toBe(0);
    expect((await search(`to=${dayAfter(today, -1)}`)).total).toBe(0);
  });

  it('pages fifty at a time, newest first', async () => {
    for (let index = 0; index < 110; index += 1) {
      await recordAuditEvent(app.db, {
        actorId: second.id,
        action: 'job.retry',
        target: `job-${index}`,
      });
    }
    const first = await search('action=job.retry&page=1');
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 110 });
    expect(first.events).toHaveLength(50);
    const last = await search('action=job.retry&page=3');
    expect(last.events).toHaveLength(10);
    const times = [...first.events, ...last.events].map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a bad filter naming the field', async () => {
    for (const [query, field] of [
      ['action=user.delete', 'action'],
      ['from=2026-02-30', 'from'],
      ['from=26-01-01', 'from'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['page=0', 'page'],
    ]) {
      const response = await app.inject({
        url: `/api/admin/audit?${query}`,
        headers: bearer(root),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('exports the filtered log with quoted fields and defused formulas', async () => {
    const response = await app.inject({
      url: `/api/admin/audit.csv?actor=${second.id}&action=article.create`,
      headers: bearer(root),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('at,actor_email,actor_id,action,target,details');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${second.email},${second.id},article.create,`);
    expect(lines[1]).toContain('""slug"":""audit-quoted-and-commas""');
    expect(lines[1]).toContain(String.raw`""title"":""Audit, \""quoted\"", and commas""`);
    expect(lines[2]).toBe('');
  });

  it('writes fields a spreadsheet cannot run', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+91 98')).toBe("'+91 98");
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(auditCsv([])).toBe('at,actor_email,actor_id,action,target,details\r\n');
  });
});

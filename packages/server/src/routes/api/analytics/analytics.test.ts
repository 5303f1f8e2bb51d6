import { GaConfigSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import { bearer, signUpUser } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';
import { BEACONS_PER_ADDRESS_PER_MINUTE } from '../../../plugins/external/rate-limit.js';

let app: App;
let tagged: App;

beforeAll(async () => {
  app = await buildTestApp();
  tagged = await buildTestApp({ analyticsMeasurementId: 'G-JY0TISH25' });
});

const view = (
  target: App,
  payload: object,
  headers: Record<string, string> = {},
  ip = '10.9.0.1',
) =>
  target.inject({
    method: 'POST',
    url: '/api/analytics/page-views',
    payload,
    headers,
    remoteAddress: ip,
  });

const policyOf = async (target: App, cookie?: string) =>
  String(
    (await target.inject({ url: '/kundli', headers: cookie ? { cookie } : {} })).headers[
      'content-security-policy'
    ],
  );

describe('GET /api/analytics/ga-config', () => {
  it('gives no measurement id when none is configured, and the configured one otherwise', async () => {
    const none = GaConfigSchema.parse(
      (await app.inject({ url: '/api/analytics/ga-config' })).json(),
    );
    expect(none.data).toMatchObject({ measurementId: null, domain: 'jyotish.test' });
    const some = GaConfigSchema.parse(
      (await tagged.inject({ url: '/api/analytics/ga-config' })).json(),
    );
    expect(some).toMatchObject({ success: true, data: { measurementId: 'G-JY0TISH25' } });
  });
});

describe('the Content-Security-Policy and the consent cookie', () => {
  it('allows Google’s tag only with a configured id and the visitor’s consent', async () => {
    expect(await policyOf(tagged)).not.toContain('googletagmanager');
    expect(await policyOf(tagged, 'jyotish_consent=denied')).not.toContain('googletagmanager');
    const consented = await policyOf(tagged, 'theme=dark; jyotish_consent=granted');
    expect(consented).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(consented).toContain('connect-src');
    expect(consented).toContain('https://*.google-analytics.com');
    // No id configured: consent changes nothing.
    expect(await policyOf(app, 'jyotish_consent=granted')).not.toContain('googletagmanager');
  });
});

describe('POST /api/analytics/page-views', () => {
  it('records the path and language, the user id when signed in, and nothing else', async () => {
    const user = await signUpUser(app, `viewer-${Date.now()}@example.in`);
    expect((await view(app, { path: '/hindi/kundli', lang: 'hi' })).statusCode).toBe(204);
    expect(
      (await view(app, { path: '/dashboard', lang: 'en' }, bearer(user.token))).statusCode,
    ).toBe(204);
    const rows = await app.db
      .selectFrom('analytics_event')
      .selectAll()
      .where('name', '=', 'page_view')
      .orderBy('id')
      .execute();
    expect(
      rows.map(({ path, language, user_id, stage }) => ({ path, language, user_id, stage })),
    ).toEqual([
      { path: '/hindi/kundli', language: 'hi', user_id: null, stage: 'awareness' },
      { path: '/dashboard', language: 'en', user_id: user.id, stage: 'awareness' },
    ]);
    const signup = await app.db
      .selectFrom('analytics_event')
      .select(['stage'])
      .where('name', '=', 'signup_completed')
      .where('user_id', '=', user.id)
      .execute();
    expect(signup).toEqual([{ stage: 'consideration' }]);
  });

  it('refuses a query, an address elsewhere or an unknown language, naming the field', async () => {
    for (const [payload, field] of [
      [{ path: '/kundli?name=Asha', lang: 'en' }, 'path'],
      [{ path: 'https://example.com/', lang: 'en' }, 'path'],
      [{ path: `/${'a'.repeat(250)}`, lang: 'en' }, 'path'],
      [{ path: '/kundli', lang: 'fr' }, 'lang'],
    ] as const) {
      const response = await view(app, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
  });

  it(`takes ${BEACONS_PER_ADDRESS_PER_MINUTE} views a minute from one address, fired at once, and refuses the rest`, async () => {
    const before = await app.db
      .selectFrom('analytics_event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: BEACONS_PER_ADDRESS_PER_MINUTE + 30 }, () =>
        view(app, { path: '/panchang', lang: 'ta' }, {}, '10.9.8.7'),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 204)).toHaveLength(BEACONS_PER_ADDRESS_PER_MINUTE);
    expect(codes.filter((code) => code === 429)).toHaveLength(30);
    const after = await app.db
      .selectFrom('analytics_event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(BEACONS_PER_ADDRESS_PER_MINUTE);
    // Another address, and the writes of this one, keep their own budgets.
    expect((await view(app, { path: '/panchang', lang: 'ta' }, {}, '10.9.8.8')).statusCode).toBe(
      204,
    );
  });
});

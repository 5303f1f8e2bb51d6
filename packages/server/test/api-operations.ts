import { AuthResponseSchema, BirthProfileSchema } from '@jyotish/contract';
import type { App } from '../src/app.js';
import { DEFAULT_REPORT_SETTINGS } from '../src/reports/report-settings.js';
import { DEFAULT_WALLET_SETTINGS } from '../src/wallet/wallet-settings.js';
import { buildTestApp } from './helper.js';

// The operations of the OpenAPI document with a valid request for each, shared by the tests
// that walk the document and spoil one part of every request.

const PASSWORD = 'vermilion kestrel above the ghats 81';
const ADMIN_EMAIL = 'root@jyotish.example';
const ADMIN_PASSWORD = 'saffron heron over the backwaters 64';

/** New Delhi as the almanac routes' query takes it. */
const ALMANAC_PLACE = { latitude: '28.6139', longitude: '77.2090', timezone: 'Asia/Kolkata' };

export type Caller = 'visitor' | 'user' | 'admin';
export interface ValidRequest {
  readonly caller: Caller;
  readonly body?: Record<string, unknown>;
  readonly query?: Record<string, string>;
  readonly params?: Record<string, string>;
}

export const BIRTH = {
  name: 'Asha',
  gender: 'female',
  birthDate: '1990-08-15',
  birthTime: '06:30',
  latitude: 13.0827,
  longitude: 80.2707,
  timezone: 'Asia/Kolkata',
  ayanamsa: 'lahiri',
  nodeType: 'mean',
  houseSystem: 'whole-sign',
  ambiguousTime: 'earlier',
};
/** The birth as `POST /api/kundli/kp` takes it: KP fixes the ayanamsa and the houses. */
const { ayanamsa: _ayanamsa, houseSystem: _houseSystem, ...KP_BIRTH } = BIRTH;
export const PROFILE = {
  name: 'Lakshmi Rao',
  relation: 'family',
  gender: 'female',
  birthDate: '1962-03-14',
  birthTime: '05:45',
  birthPlace: 'Chennai, Tamil Nadu, India',
  latitude: 13.0827,
  longitude: 80.2707,
};

/** An app with a signed-up user holding one saved profile, and the first administrator. */
export interface ApiFixture {
  readonly app: App;
  readonly userToken: string;
  readonly adminToken: string;
  /** An astrologer's token: neither user-only nor admin routes are theirs by role alone. */
  readonly astrologerToken: string;
  readonly userId: string;
  readonly profileId: string;
}

export async function buildApiFixture(): Promise<ApiFixture> {
  const app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Ravi', email: 'user@example.in', password: PASSWORD },
  });
  const user = AuthResponseSchema.parse(signup.json());
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const adminToken = AuthResponseSchema.parse(login.json()).token;
  const profile = await app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: { authorization: `Bearer ${user.token}` },
    payload: PROFILE,
  });
  const profileId = BirthProfileSchema.parse(profile.json()).id;
  const astrologer = { email: 'fixture-jyotishi@example.in', password: 'sandalwood-lamp-2031' };
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/astrologers',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: {
      name: 'Fixture Jyotishi',
      ...astrologer,
      ratePerMinute: 15,
      specialties: ['vedic'],
      languages: ['en'],
      experienceYears: 3,
      bio: 'The astrologer of the API fixture',
    },
  });
  if (created.statusCode !== 201) throw new Error(`astrologer not created: ${created.body}`);
  const astrologerLogin = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: astrologer,
  });
  const astrologerToken = AuthResponseSchema.parse(astrologerLogin.json()).token;
  return {
    app,
    userToken: user.token,
    adminToken,
    astrologerToken,
    userId: user.user.id,
    profileId,
  };
}

/** A well-formed id that names nothing. */
const NO_SUCH_ID = 'c0ffee00-0000-4000-8000-0000000000cc';

/** A valid request for every operation of the document; a new operation must be added here. */
export function validRequests({ userId, profileId }: ApiFixture): Record<string, ValidRequest> {
  return {
    'GET /api/health': { caller: 'visitor' },
    'POST /api/auth/signup': {
      caller: 'visitor',
      body: { name: 'Meera', email: 'meera@example.in', password: PASSWORD, language: 'en' },
    },
    'POST /api/auth/login': {
      caller: 'visitor',
      body: { email: 'user@example.in', password: PASSWORD },
    },
    'GET /api/auth/me': { caller: 'user' },
    'PATCH /api/auth/me': { caller: 'user', body: { name: 'Ravi Kumar' } },
    // A wrong password: the walk must not delete the fixture's user (the handler refuses it).
    'DELETE /api/auth/me': {
      caller: 'user',
      body: { password: 'not the fixture password', confirm: true },
    },
    'POST /api/auth/logout': { caller: 'user' },
    'POST /api/auth/logout-all': { caller: 'user' },
    'POST /api/auth/password-reset/request': {
      caller: 'visitor',
      body: { email: 'user@example.in', language: 'hi' },
    },
    'POST /api/auth/password-reset/confirm': {
      caller: 'visitor',
      body: { token: 'a-reset-token', password: PASSWORD },
    },
    'GET /api/auth/providers': { caller: 'visitor' },
    'GET /api/auth/google': { caller: 'visitor', query: { redirect: '/kundli' } },
    'GET /api/auth/google/callback': {
      caller: 'visitor',
      query: { code: 'a-code', state: 'a-state', error: 'access_denied' },
    },
    'GET /api/admin/users': { caller: 'admin', query: { q: 'ravi', page: '1' } },
    'PATCH /api/admin/users/{id}': {
      caller: 'admin',
      params: { id: userId },
      body: { role: 'user', disabled: false },
    },
    'GET /api/admin/mail-outbox': { caller: 'admin' },
    'GET /api/admin/audit-log': { caller: 'admin' },
    'GET /api/admin/audit': {
      caller: 'admin',
      query: {
        actor: 'root@',
        action: 'user.update',
        from: '2026-01-01',
        to: '2026-12-31',
        page: '1',
      },
    },
    'GET /api/admin/audit.csv': { caller: 'admin', query: { action: 'wallet.adjust' } },
    'GET /api/admin/consultations': { caller: 'admin', query: { status: 'ended', page: '1' } },
    'GET /api/admin/consultations.csv': { caller: 'admin', query: { status: 'active' } },
    'GET /api/analytics/ga-config': { caller: 'visitor' },
    'POST /api/analytics/page-views': { caller: 'visitor', body: { path: '/kundli', lang: 'hi' } },
    'GET /api/admin/stats': { caller: 'admin', query: { from: '2026-11-01', to: '2026-11-30' } },
    'GET /api/admin/settings': { caller: 'admin' },
    'PATCH /api/admin/settings': {
      caller: 'admin',
      body: {
        version: 0,
        settings: {
          consultations: {
            freeFirstMinutes: 5,
            chatPackageDiscountPercent: 15,
            defaultRevenueSharePercent: 60,
          },
        },
      },
    },
    'GET /api/admin/settings/versions': { caller: 'admin' },
    'GET /api/offers': { caller: 'visitor' },
    'GET /api/admin/astrologers': { caller: 'admin' },
    'GET /api/admin/users.csv': { caller: 'admin', query: { q: 'ravi' } },
    'GET /api/admin/reports.csv': { caller: 'admin', query: { status: 'failed', q: 'ravi' } },
    'GET /api/admin/reports': {
      caller: 'admin',
      query: { status: 'ready', q: 'ravi', page: '1' },
    },
    'POST /api/admin/reports/{id}/regenerate': {
      caller: 'admin',
      params: { id: 'c0ffee00-0000-4000-8000-000000000003' },
    },
    'POST /api/admin/reports/{id}/refund': {
      caller: 'admin',
      params: { id: 'c0ffee00-0000-4000-8000-000000000003' },
      body: { reason: 'The buyer gave a wrong birth time' },
    },
    'GET /api/admin/wallets/{userId}': {
      caller: 'admin',
      params: { userId },
      query: { limit: '5' },
    },
    'GET /api/admin/free-questions': { caller: 'admin', query: { status: 'answered', page: '1' } },
    'PUT /api/admin/free-questions/{id}/assignment': {
      caller: 'admin',
      params: { id: 'c0ffee00-0000-4000-8000-000000000002' },
      body: { astrologerId: null },
    },
    'PUT /api/admin/free-questions/{id}/draft': {
      caller: 'admin',
      params: { id: 'c0ffee00-0000-4000-8000-000000000002' },
      body: { answer: 'Saturn transits your tenth house next year: work steadily.' },
    },
    'POST /api/admin/free-questions/{id}/publish': {
      caller: 'admin',
      params: { id: 'c0ffee00-0000-4000-8000-000000000002' },
      body: { answer: 'Saturn transits your tenth house next year: work steadily.' },
    },
    'GET /api/admin/jobs': { caller: 'admin', query: { state: 'dead', kind: 'mail', page: '1' } },
    'POST /api/admin/jobs/{id}/retry': {
      caller: 'admin',
      params: { id: 'c0ffee00-0000-4000-8000-000000000001' },
    },
    'GET /api/admin/welcome-mail': { caller: 'admin', query: { language: 'ta' } },
    'GET /api/profiles': { caller: 'user' },
    'POST /api/profiles': { caller: 'user', body: PROFILE },
    'GET /api/profiles/{id}': { caller: 'user', params: { id: profileId } },
    'PUT /api/profiles/{id}': { caller: 'user', params: { id: profileId }, body: PROFILE },
    'DELETE /api/profiles/{id}': { caller: 'user', params: { id: profileId } },
    'POST /api/kundli': { caller: 'visitor', body: BIRTH },
    'POST /api/kundli/kp': { caller: 'visitor', body: KP_BIRTH },
    'POST /api/kundli/pratyantar-dasha': {
      caller: 'visitor',
      body: { birth: BIRTH, mahaLord: 'moon', antarLord: 'venus' },
    },
    'POST /api/matching': {
      caller: 'visitor',
      body: { boy: { ...BIRTH, name: 'Arjun', gender: 'male' }, girl: BIRTH },
    },
    'POST /api/sade-sati': { caller: 'visitor', body: { birth: BIRTH } },
    'POST /api/gemstones': { caller: 'visitor', body: { birth: BIRTH, lang: 'hi' } },
    'POST /api/lal-kitab': { caller: 'visitor', body: { birth: BIRTH, lang: 'te' } },
    'GET /api/panchang': {
      caller: 'visitor',
      query: {
        date: '2025-10-20',
        ...ALMANAC_PLACE,
        ayanamsa: 'lahiri',
        sunriseConvention: 'upper-limb',
      },
    },
    'GET /api/panchang/today': { caller: 'visitor' },
    'GET /api/panchang/month': {
      caller: 'visitor',
      query: {
        year: '2025',
        month: '11',
        ...ALMANAC_PLACE,
        ayanamsa: 'lahiri',
      },
    },
    'GET /api/festivals': {
      caller: 'visitor',
      query: {
        year: '2025',
        ...ALMANAC_PLACE,
        lang: 'en',
      },
    },
    'GET /api/festival-muhurats': { caller: 'visitor', query: { year: '2025', ...ALMANAC_PLACE } },
    'GET /api/festivals.ics': {
      caller: 'visitor',
      query: {
        year: '2025',
        ...ALMANAC_PLACE,
        lang: 'en',
      },
    },
    'GET /api/muhurat': {
      caller: 'visitor',
      query: {
        purpose: 'marriage',
        from: '2025-11-01',
        to: '2025-11-10',
        ...ALMANAC_PLACE,
        lang: 'en',
      },
    },
    'GET /api/muhurat.ics': {
      caller: 'visitor',
      query: {
        purpose: 'marriage',
        from: '2025-11-01',
        to: '2025-11-10',
        ...ALMANAC_PLACE,
        lang: 'en',
      },
    },
    'GET /api/rahu-kaal.ics': {
      caller: 'visitor',
      query: {
        ...ALMANAC_PLACE,
        days: '7',
        from: '2025-11-22',
        lang: 'en',
      },
    },
    'GET /api/planet-transits': {
      caller: 'visitor',
      query: { year: '2025', timezone: 'Asia/Kolkata' },
    },
    'GET /api/wallet': { caller: 'user', query: { limit: '5' } },
    'GET /api/wallet/packages': { caller: 'visitor' },
    'POST /api/wallet/recharge': { caller: 'user', body: { packageId: 'inr-100' } },
    'GET /api/payments/orders/{orderId}': {
      caller: 'user',
      params: { orderId: 'order_NoSuchOrder0001' },
    },
    'POST /api/payments/verify': {
      caller: 'user',
      body: {
        razorpay_order_id: 'order_NoSuchOrder0001',
        razorpay_payment_id: 'pay_NoSuchPayment01',
        razorpay_signature: 'ab'.repeat(32),
      },
    },
    'POST /api/payments/sandbox/orders/{orderId}/pay': {
      caller: 'user',
      params: { orderId: 'order_NoSuchOrder0001' },
      body: { outcome: 'failure' },
    },
    // Its body is read raw (the signature covers the bytes), so it has no schema to spoil.
    'POST /api/payments/webhook': { caller: 'visitor', body: { event: 'payment.captured' } },
    'GET /api/receipts/{id}': { caller: 'user', params: { id: 'JY-2026-000001' } },
    'POST /api/admin/wallets/{userId}/adjustments': {
      caller: 'admin',
      params: { userId },
      body: { amount: 100, reason: 'Goodwill credit' },
    },
    'POST /api/admin/payments/{paymentId}/refunds': {
      caller: 'admin',
      params: { paymentId: 'pay_NoSuchPayment01' },
      body: { amount: 100, reason: 'Chat dropped', to: 'wallet' },
    },
    'GET /api/admin/payments': { caller: 'admin', query: { q: 'ravi', page: '1' } },
    'GET /api/admin/payments.csv': { caller: 'admin', query: { q: 'pay_' } },
    'GET /api/admin/promo-codes': { caller: 'admin' },
    'POST /api/admin/promo-codes': {
      caller: 'admin',
      body: {
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        maxBonus: 5000,
        startsAt: '2026-01-01T00:00:00+05:30',
        endsAt: '2027-01-01T00:00:00+05:30',
        totalLimit: 100,
        perUserLimit: 1,
      },
    },
    'GET /api/admin/wallet/settings': { caller: 'admin' },
    'PUT /api/admin/wallet/settings': { caller: 'admin', body: DEFAULT_WALLET_SETTINGS },
    'GET /api/astrologers': {
      caller: 'visitor',
      query: { specialty: 'vedic', language: 'hi', online: 'true', maxRate: '50', sort: 'price' },
    },
    'GET /api/astrologers/{idOrSlug}': { caller: 'visitor', params: { idOrSlug: 'no-such-one' } },
    'GET /api/testimonials': { caller: 'visitor' },
    // Role astrologer: the user of the fixture is answered 403 after validation.
    'GET /api/astrologer/me': { caller: 'user' },
    'PUT /api/astrologer/status': { caller: 'user', body: { online: true } },
    'PATCH /api/astrologer/profile': {
      caller: 'user',
      body: { bio: 'Vedic astrologer', specialties: ['vedic'], languages: ['hi'] },
    },
    'GET /api/astrologer/consultations': { caller: 'user' },
    'GET /api/astrologer/earnings': { caller: 'user', query: { limit: '5' } },
    'POST /api/admin/astrologers': {
      caller: 'admin',
      body: {
        name: 'Acharya Test',
        email: 'acharya@example.in',
        password: 'turmeric-peacock-2030',
        ratePerMinute: 20,
        specialties: ['vedic'],
        languages: ['hi'],
        experienceYears: 5,
        bio: 'Test',
      },
    },
    'PATCH /api/admin/astrologers/{id}': {
      caller: 'admin',
      params: { id: NO_SUCH_ID },
      body: { ratePerMinute: 25, revenueSharePercent: 60 },
    },
    'POST /api/consultations': {
      caller: 'user',
      body: { astrologerId: 'no-such-astrologer', mode: 'per-minute' },
    },
    'GET /api/consultations': { caller: 'user' },
    'GET /api/consultations/{id}': { caller: 'user', params: { id: NO_SUCH_ID } },
    'POST /api/consultations/{id}/accept': { caller: 'user', params: { id: NO_SUCH_ID } },
    'POST /api/consultations/{id}/decline': { caller: 'user', params: { id: NO_SUCH_ID } },
    'POST /api/consultations/{id}/end': { caller: 'user', params: { id: NO_SUCH_ID } },
    'POST /api/consultations/{id}/ticket': { caller: 'user', params: { id: NO_SUCH_ID } },
    'GET /api/consultations/{id}/messages': {
      caller: 'user',
      params: { id: NO_SUCH_ID },
      query: { after: '0' },
    },
    'POST /api/consultations/{id}/review': {
      caller: 'user',
      params: { id: NO_SUCH_ID },
      body: { rating: 5, text: 'Helpful' },
    },
    // Without an Origin and a ticket of its own the socket is refused 403 before the upgrade.
    'GET /api/consultations/{id}/socket': {
      caller: 'user',
      params: { id: NO_SUCH_ID },
      query: { ticket: 'not-a-ticket', after: '0' },
    },
    'GET /api/free-question': { caller: 'user' },
    'POST /api/free-question': {
      caller: 'user',
      body: {
        question: 'When will I get married?',
        name: 'Lakshmi Rao',
        birthDate: '1962-03-14',
        birthTime: '05:45',
        birthPlace: 'Chennai, Tamil Nadu, India',
        latitude: 13.0827,
        longitude: 80.2707,
      },
    },
    'GET /api/astrologer/free-questions': { caller: 'user' },
    'POST /api/astrologer/free-questions/{id}/answer': {
      caller: 'user',
      params: { id: NO_SUCH_ID },
      body: { answer: 'Venus in your seventh house promises a marriage in 2027.' },
    },
    'GET /api/horoscopes/{period}/{sign}': {
      caller: 'visitor',
      params: { period: 'daily', sign: 'aries' },
      query: { date: '2026-03-10', lang: 'hi' },
    },
    'GET /api/horoscopes/{period}': {
      caller: 'visitor',
      params: { period: 'weekly' },
      query: { date: '2026-03-10', lang: 'en' },
    },
    'PUT /api/admin/horoscopes/{period}/{sign}': {
      caller: 'admin',
      params: { period: 'daily', sign: 'leo' },
      body: {
        date: '2026-03-10',
        lang: 'en',
        sections: {
          general: 'A quiet day for reflection and for finishing pending work.',
          love: 'Speak gently with your partner in the evening.',
          career: 'Prepare the report your manager asked for.',
          health: 'Sleep early and drink enough water today.',
          money: 'Postpone large purchases until next week.',
        },
      },
    },
    'DELETE /api/admin/horoscopes/{period}/{sign}': {
      caller: 'admin',
      params: { period: 'daily', sign: 'leo' },
      query: { date: '2026-03-10', lang: 'en' },
    },
    'POST /api/numerology': {
      caller: 'visitor',
      body: { name: 'Asha Verma', birthDate: '1990-08-15', year: 2026, lang: 'hi' },
    },
    'GET /api/tarot/cards': { caller: 'visitor', query: { lang: 'ta' } },
    'POST /api/contact': {
      caller: 'visitor',
      body: {
        name: 'Meena Iyer',
        email: 'meena@example.in',
        message: 'A question about my chart.',
      },
    },
    'GET /api/admin/contact-messages': { caller: 'admin', query: { page: '1' } },
    'GET /api/nakshatras/{slug}': {
      caller: 'visitor',
      params: { slug: 'purva-phalguni' },
      query: { lang: 'te' },
    },
    'POST /api/love-compatibility': {
      caller: 'visitor',
      body: { first: { moonSign: 1 }, second: { nakshatra: 10, pada: 2 } },
    },
    'GET /api/baby-names': {
      caller: 'visitor',
      query: { nakshatra: 'rohini', pada: '2', gender: 'girl', lang: 'hi' },
    },
    'POST /api/tarot/draw': { caller: 'visitor', body: { spread: 'celtic-cross', lang: 'te' } },
    'GET /api/reports/catalog': { caller: 'visitor' },
    'GET /api/reports/sample.pdf': { caller: 'visitor', query: { type: 'child', lang: 'te' } },
    // The fixture's user has an empty wallet: the purchase is refused 409 after validation.
    'POST /api/reports': {
      caller: 'user',
      body: { type: 'life', lang: 'hi', place: 'Chennai, Tamil Nadu', birth: BIRTH },
    },
    'GET /api/reports': { caller: 'user' },
    'GET /api/reports/{id}': { caller: 'user', params: { id: NO_SUCH_ID } },
    'GET /api/reports/{id}/content': { caller: 'user', params: { id: NO_SUCH_ID } },
    'GET /api/reports/{id}/pdf': { caller: 'user', params: { id: NO_SUCH_ID } },
    'GET /api/admin/reports/settings': { caller: 'admin' },
    'PUT /api/admin/reports/settings': {
      caller: 'admin',
      body: { ...DEFAULT_REPORT_SETTINGS },
    },
    'GET /api/articles': {
      caller: 'visitor',
      query: { page: '2', category: 'festival', lang: 'hi' },
    },
    'GET /api/articles/{slug}': {
      caller: 'visitor',
      params: { slug: 'dussehra-2025-vijayadashami-on-2-october' },
      query: { lang: 'hi' },
    },
    'GET /api/admin/articles': { caller: 'admin' },
    'POST /api/admin/articles': {
      caller: 'admin',
      body: {
        title: 'Diwali 2025: Lakshmi Puja',
        excerpt: 'Diwali falls on 20 October 2025 in New Delhi.',
        body: '## Lakshmi Puja\n\nDiwali falls on **20 October 2025**.',
        category: 'Festival',
        lang: 'en',
        status: 'draft',
      },
    },
    'GET /api/admin/articles/{id}': { caller: 'admin', params: { id: '20' } },
    'PATCH /api/admin/articles/{id}': {
      caller: 'admin',
      params: { id: '20' },
      body: {
        lang: 'ta',
        title: 'தசரா 2025',
        excerpt: 'தசரா 2 அக்டோபர் 2025 அன்று.',
        body: 'தசரா',
        category: 'Festival',
        status: 'draft',
      },
    },
    'DELETE /api/admin/articles/{id}': { caller: 'admin', params: { id: '999' } },
    'GET /api/admin/articles/{id}/revisions': { caller: 'admin', params: { id: '20' } },
    // The body is the image itself; without one the upload is refused 400.
    'POST /api/admin/articles/{id}/cover': { caller: 'admin', params: { id: '20' } },
    'POST /api/admin/articles/preview': { caller: 'admin', body: { body: '## Heading\n\nText.' } },
    'GET /api/search': { caller: 'visitor', query: { q: 'shani', lang: 'hi' } },
    'GET /api/locations/search': { caller: 'visitor', query: { query: 'Chennai', limit: '5' } },
    'GET /api/locations/timezone': {
      caller: 'visitor',
      query: { latitude: '13.0827', longitude: '80.2707' },
    },
    'GET /api/zodiac-image/{file}': { caller: 'visitor', params: { file: 'Leo.jpg' } },
  };
}

export interface JsonSchema {
  readonly type?: string;
  readonly properties?: Record<string, JsonSchema>;
}
export interface Operation {
  readonly parameters?: { readonly in: string; readonly name: string }[];
  readonly requestBody?: { readonly content: { 'application/json': { schema: JsonSchema } } };
}

/**
 * Sends `request` to the operation `method template` (`PATCH /api/admin/users/{id}`), with the
 * caller's token; `token: null` sends none, a string sends that one instead.
 */
export function send(
  { app, userToken, adminToken }: ApiFixture,
  method: string,
  template: string,
  request: ValidRequest,
  token?: string | null,
) {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const query = new URLSearchParams(request.query ?? {}).toString();
  const bearer =
    token !== undefined
      ? token
      : request.caller === 'visitor'
        ? null
        : request.caller === 'admin'
          ? adminToken
          : userToken;
  return app.inject({
    method: method as 'GET',
    url: query === '' ? url : `${url}?${query}`,
    headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

export function operations(document: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

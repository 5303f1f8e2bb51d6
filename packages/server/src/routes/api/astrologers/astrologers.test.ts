import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  AdminAstrologerListSchema,
  AstrologerDetailSchema,
  AstrologerListSchema,
  ConsultationSchema,
  demoAstrologerEmail,
  TestimonialListSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, act, onlineAstrologer, requestChat } from '../../../../test/consultation-helper.js';
import { buildTestApp, createTestDatabase } from '../../../../test/helper.js';
import {
  bearer,
  signInAdmin,
  signUpUser,
  WALLET_TEST_PASSWORD,
} from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';
import { DEMO_ASTROLOGERS } from '../../../consultations/demo-astrologers.js';

let app: App;

beforeAll(async () => {
  // A database of its own: the demo astrologers are seeded into it, so the list is known.
  const { db } = await createTestDatabase();
  app = await buildTestApp({ ...ADMIN, seedDemo: true }, { database: db });
});

const list = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/astrologers${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return AstrologerListSchema.parse(response.json());
};

describe('the demo astrologers of the embedded database', () => {
  it('are twelve, offline, without invented ratings, each with a portrait of their own', async () => {
    const all = await list();
    expect(all).toHaveLength(12);
    expect(all.every((a) => a.demo && !a.isOnline && a.rating === null && a.reviews === 0)).toBe(
      true,
    );
    expect(new Set(all.map((a) => a.image)).size).toBe(12);
    for (const astrologer of all) {
      const file = fileURLToPath(
        new URL(`../../../../../web/public${astrologer.image}`, import.meta.url),
      );
      expect(existsSync(file), astrologer.image).toBe(true);
    }
    // Seeding again at the next start adds nobody.
    const again = await buildTestApp({ ...ADMIN, seedDemo: true }, { database: app.db });
    await again.ready();
    expect(await list()).toHaveLength(DEMO_ASTROLOGERS.length);
  });

  it('cannot be signed in as until an administrator sets a password', async () => {
    const email = demoAstrologerEmail('meenakshi-iyer');
    const before = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.40.0.1',
      payload: { email, password: WALLET_TEST_PASSWORD },
    });
    expect(before.statusCode).toBe(401);
    const admin = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
    const meenakshi = AstrologerDetailSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/astrologers/meenakshi-iyer' })).json(),
    );
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/admin/astrologers/${meenakshi.id}`,
      headers: bearer(admin),
      payload: { password: WALLET_TEST_PASSWORD },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.40.0.2',
      payload: { email, password: WALLET_TEST_PASSWORD },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().user.role).toBe('astrologer');
  });
});

describe('GET /api/astrologers', () => {
  it('filters by specialty, language, online and price, and sorts', async () => {
    expect((await list('?language=ta')).map((a) => a.slug).sort()).toEqual([
      'kavya-nair',
      'lakshmi-narayanan',
      'meenakshi-iyer',
    ]);
    expect((await list('?specialty=vastu')).map((a) => a.slug)).toEqual([
      'acharya-devendra-mishra',
    ]);
    expect((await list('?maxRate=15')).map((a) => a.ratePerMinute).sort()).toEqual([12, 15]);
    const byPrice = (await list('?sort=price')).map((a) => a.ratePerMinute);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byExperience = (await list('?sort=experience')).map((a) => a.experience);
    expect(byExperience[0]).toBe(30);
    const online = await onlineAstrologer(app, 99, 'Jyotishi Online Now');
    expect((await list('?online=true')).map((a) => a.id)).toEqual([online.id]);
    expect((await list())[0]?.id).toBe(online.id); // online first
    const bad = await app.inject({ method: 'GET', url: '/api/astrologers?sort=random' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'sort']);
  });

  it('finds one by slug or id, and says 404 for neither', async () => {
    const bySlug = await app.inject({ method: 'GET', url: '/api/astrologers/pandit-omkar-tiwari' });
    const { id } = AstrologerDetailSchema.parse(bySlug.json());
    const byId = await app.inject({ method: 'GET', url: `/api/astrologers/${id}` });
    expect(byId.json().slug).toBe('pandit-omkar-tiwari');
    const missing = await app.inject({ method: 'GET', url: '/api/astrologers/nobody-here' });
    expect([missing.statusCode, missing.json().reason]).toEqual([404, 'astrologer_not_found']);
  });
});

describe('administering astrologers', () => {
  it('is for admins only; an e-mail is used once; the slug follows the SPEC rule', async () => {
    const user = await signUpUser(app, `not-admin-${Date.now()}@example.in`);
    const body = {
      name: "Dr. K. S. Rao's",
      email: `rao-${Date.now()}@example.in`,
      password: 'turmeric-peacock-2030',
      ratePerMinute: 30,
      specialties: ['kp'],
      languages: ['te'],
      experienceYears: 12,
      bio: 'KP astrologer',
    };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/astrologers',
      headers: bearer(user.token),
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/astrologers',
      headers: bearer(admin),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'dr-k-s-raos', ratePerMinute: 30, demo: false });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/admin/astrologers',
      headers: bearer(admin),
      payload: { ...body, name: 'Another Rao' },
    });
    expect([twice.statusCode, twice.json().reason]).toEqual([409, 'email_taken']);
    const sameName = await app.inject({
      method: 'POST',
      url: '/api/admin/astrologers',
      headers: bearer(admin),
      payload: { ...body, email: `rao-2-${Date.now()}@example.in` },
    });
    expect(sameName.json().slug).toBe('dr-k-s-raos-2');
    const share = await app.inject({
      method: 'PATCH',
      url: `/api/admin/astrologers/${created.json().id}`,
      headers: bearer(admin),
      payload: { revenueSharePercent: 70, ratePerMinute: 35 },
    });
    expect(share.json().ratePerMinute).toBe(35);
    const audit = await app.db
      .selectFrom('audit_event')
      .select('action')
      .where('target', '=', created.json().id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['astrologer.create', 'astrologer.update']);
  });

  it('lists every astrologer for admins, and a suspended one disappears from the site until approved again', async () => {
    const admin = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
    const astrologer = await onlineAstrologer(app, 25, 'Pandit Suspended Sharma');
    const adminList = async () => {
      const response = await app.inject({
        url: '/api/admin/astrologers',
        headers: bearer(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
      return AdminAstrologerListSchema.parse(response.json()).astrologers;
    };
    expect((await adminList()).find((a) => a.id === astrologer.id)).toMatchObject({
      listed: true,
      revenueSharePercent: 60,
      earnings: 0,
      isOnline: true,
      email: expect.stringMatching(/@chat\.test$/),
    });
    expect((await adminList()).filter((a) => a.demo).map((a) => a.listed)).toEqual(
      Array(DEMO_ASTROLOGERS.length).fill(true),
    );

    const suspend = await app.inject({
      method: 'PATCH',
      url: `/api/admin/astrologers/${astrologer.id}`,
      headers: bearer(admin),
      payload: { listed: false, ratePerMinute: 30 },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await list()).map((a) => a.id)).not.toContain(astrologer.id);
    const profile = await app.inject({ url: `/api/astrologers/${astrologer.slug}` });
    expect(profile.statusCode).toBe(404);
    const user = await signUpUser(app, `suspended-chat-${Date.now()}@example.in`);
    const chat = await app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: bearer(user.token),
      payload: { astrologerId: astrologer.id, mode: 'per-minute' },
    });
    expect([chat.statusCode, chat.json().reason]).toEqual([404, 'astrologer_not_found']);
    const found = await app.inject({ url: '/api/search?q=Suspended' });
    expect(JSON.stringify(found.json())).not.toContain('pandit-suspended-sharma');
    // Admins still see the profile, with the change and the values before it in the audit log.
    expect((await adminList()).find((a) => a.id === astrologer.id)).toMatchObject({
      listed: false,
      ratePerMinute: 30,
    });
    const audit = await app.db
      .selectFrom('audit_event')
      .select('details')
      .where('target', '=', astrologer.id)
      .where('action', '=', 'astrologer.update')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      listed: false,
      ratePerMinute: 30,
      before: { listed: true, rate_per_minute: '2500' },
    });

    const approve = await app.inject({
      method: 'PATCH',
      url: `/api/admin/astrologers/${astrologer.id}`,
      headers: bearer(admin),
      payload: { listed: true },
    });
    expect(approve.statusCode).toBe(200);
    expect((await list()).map((a) => a.id)).toContain(astrologer.id);
    const asUser = await app.inject({ url: '/api/admin/astrologers', headers: bearer(user.token) });
    expect(asUser.statusCode).toBe(403);
  });

  it("keeps the astrologer's own desk to the astrologer role", async () => {
    const user = await signUpUser(app, `desk-${Date.now()}@example.in`);
    const status = await app.inject({
      method: 'PUT',
      url: '/api/astrologer/status',
      headers: bearer(user.token),
      payload: { online: true },
    });
    expect(status.statusCode).toBe(403);
    const astrologer = await onlineAstrologer(app, 20);
    const me = await app.inject({
      method: 'GET',
      url: '/api/astrologer/me',
      headers: bearer(astrologer.token),
    });
    expect(me.json()).toMatchObject({ revenueSharePercent: 60, earnings: 0 });
    const profile = await app.inject({
      method: 'PATCH',
      url: '/api/astrologer/profile',
      headers: bearer(astrologer.token),
      payload: { languages: ['ta', 'en'] },
    });
    expect(profile.json().astrologer.languages).toEqual(['ta', 'en']);
    const nothing = await app.inject({
      method: 'PATCH',
      url: '/api/astrologer/profile',
      headers: bearer(astrologer.token),
      payload: {},
    });
    expect(nothing.statusCode).toBe(200);
  });
});

describe('GET /api/testimonials', () => {
  const testimonials = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    return TestimonialListSchema.parse(response.json());
  };

  /** A new user's first (free) chat with `astrologer`, ended and reviewed. */
  async function reviewedChat(
    astrologer: { id: string; token: string },
    name: string,
    review: { rating: number; text: string },
  ) {
    const user = await signUpUser(app, `review-${crypto.randomUUID()}@example.in`);
    await app.db.updateTable('app_user').set({ name }).where('id', '=', user.id).execute();
    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    await act(app, astrologer.token, chat.id, 'accept');
    await act(app, user.token, chat.id, 'end');
    const reviewed = await app.inject({
      method: 'POST',
      url: `/api/consultations/${chat.id}/review`,
      headers: bearer(user.token),
      payload: review,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
  }

  it('quotes the three newest good reviews with a sentence, first names only, of listed astrologers', async () => {
    expect(await testimonials()).toEqual([]);
    const kind = await onlineAstrologer(app, 20, 'Revathi Subramanian');
    const other = await onlineAstrologer(app, 30, 'Harish Pandey');
    await reviewedChat(kind, 'Meera Krishnan', {
      rating: 5,
      text: 'Explained my dasha patiently.',
    });
    await reviewedChat(kind, 'Arjun Rao', { rating: 3, text: 'Answers were too general for me.' });
    await reviewedChat(kind, 'Kavya Iyer', { rating: 5, text: 'Good' });
    await reviewedChat(other, 'Rohan Mehta', { rating: 4, text: 'Clear advice about my career.' });
    await reviewedChat(kind, 'Divya Shetty', {
      rating: 5,
      text: '  Gentle and precise about my marriage timing.  ',
    });
    await reviewedChat(other, 'Sanjay Gupta', { rating: 4, text: 'Useful remedies, kindly told.' });

    const quoted = await testimonials();
    expect(
      quoted.map(({ author, rating, text, astrologerName, astrologerSlug, verified }) => ({
        author,
        rating,
        text,
        astrologerName,
        astrologerSlug,
        verified,
      })),
    ).toEqual([
      {
        author: 'Sanjay',
        rating: 4,
        text: 'Useful remedies, kindly told.',
        astrologerName: 'Harish Pandey',
        astrologerSlug: 'harish-pandey',
        verified: true,
      },
      {
        author: 'Divya',
        rating: 5,
        text: 'Gentle and precise about my marriage timing.',
        astrologerName: 'Revathi Subramanian',
        astrologerSlug: 'revathi-subramanian',
        verified: true,
      },
      {
        author: 'Rohan',
        rating: 4,
        text: 'Clear advice about my career.',
        astrologerName: 'Harish Pandey',
        astrologerSlug: 'harish-pandey',
        verified: true,
      },
    ]);

    // A suspended astrologer's reviews leave the home page with their profile.
    const suspended = await app.inject({
      method: 'PATCH',
      url: `/api/admin/astrologers/${other.id}`,
      headers: bearer(other.adminToken),
      payload: { listed: false },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await testimonials()).map((t) => t.author)).toEqual(['Divya', 'Meera']);
  });
});

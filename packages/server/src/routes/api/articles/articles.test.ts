import {
  AdminArticleResponseSchema,
  ArticleListSchema,
  ArticleResponseSchema,
  ArticleRevisionListSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/consultation-helper.js';
import { buildTestApp } from '../../../../test/helper.js';
import { bearer, signInAdmin, signUpUser } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

let app: App;
let admin: string;
let user: string;

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
  admin = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
  user = (await signUpUser(app, `reader-${Date.now()}@example.in`)).token;
});

const list = async (query: string) => {
  const response = await app.inject({ url: `/api/articles?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ArticleListSchema.parse(response.json());
};
const read = (slug: string, lang = 'en') =>
  app.inject({ url: `/api/articles/${slug}?lang=${lang}` });

const LUNAR_ECLIPSE = 'total-lunar-eclipse-of-7-september-2025-timings-for-india';

describe('the seeded blog', () => {
  it('lists the twenty articles of SPEC §3 three to a page, newest first', async () => {
    const first = await list('page=1');
    expect(first).toMatchObject({ page: 1, pageCount: 7, total: 20 });
    // Published 20 November, 6 November and 12 October 2025.
    expect(first.articles.map((article) => article.id)).toEqual([16, 8, 1]);
    expect(first.articles[0]).toMatchObject({
      category: 'Combust',
      lang: 'en',
      slug: 'venus-combust-from-november-2025-to-february-2026',
      author: 'Jyotish editorial team',
      publishedAt: '2025-11-20T00:30:00.000Z',
    });
    const last = await list('page=7');
    expect(last.articles).toHaveLength(2);
    const past = await list('page=8');
    expect(past).toMatchObject({ articles: [], page: 8, pageCount: 7, total: 20 });
  });

  it('filters by category and answers in Hindi, in English where no Tamil version exists', async () => {
    const festivals = await list('category=festival&page=1');
    expect(festivals.total).toBe(4);
    expect(festivals.articles.every((article) => article.category === 'Festival')).toBe(true);
    expect((await list('category=direct-motion')).articles.map((a) => a.id)).toEqual([8]);

    const hindi = await list('lang=hi');
    expect(hindi.articles.map((article) => article.lang)).toEqual(['hi', 'hi', 'hi']);
    for (const article of hindi.articles) expect(article.title).toMatch(/[\u0900-\u097F]/);
    const tamil = await list('lang=ta');
    expect(tamil.articles.map((article) => article.lang)).toEqual(['en', 'en', 'en']);
  });

  it('refuses a bad page, category or language naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['category=astrology', 'category'],
      ['lang=fr', 'lang'],
    ]) {
      const response = await app.inject({ url: `/api/articles?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });

  it('reads an article by slug or number, with its sanitised HTML and related articles', async () => {
    const response = await read(LUNAR_ECLIPSE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { article } = ArticleResponseSchema.parse(response.json());
    expect(article).toMatchObject({ id: 14, category: 'Eclipse', languages: ['en', 'hi'] });
    expect(article.html).toContain('<h2>');
    expect(article.html).toContain('23:41 IST');
    // The other eclipse first, then the newest articles.
    expect(article.related.map((related) => related.id)).toEqual([15, 16, 8]);

    const byNumber = ArticleResponseSchema.parse((await read('14', 'hi')).json()).article;
    expect(byNumber).toMatchObject({ slug: LUNAR_ECLIPSE, lang: 'hi' });
    expect(byNumber.html).toContain('23:41 IST');

    const missing = await read('no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().reason).toBe('article_not_found');
    expect((await read('999')).statusCode).toBe(404);
  });
});

const DRAFT = {
  title: 'Sun Enters Scorpio: Vrischika Sankranti 2025',
  excerpt: 'The Sun enters Scorpio on 16 November 2025; what the ingress means for each sign.',
  body: '## The ingress\n\nThe Sun enters **Scorpio** at 13:37 IST.',
  category: 'Seasonal',
  lang: 'en',
  status: 'draft',
} as const;

describe('the CMS', () => {
  it('is for administrators only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/articles'],
      ['POST', '/api/admin/articles'],
      ['GET', '/api/admin/articles/1'],
      ['PATCH', '/api/admin/articles/1'],
      ['DELETE', '/api/admin/articles/1'],
      ['GET', '/api/admin/articles/1/revisions'],
      ['POST', '/api/admin/articles/preview'],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : DRAFT;
      expect((await app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect(
        (await app.inject({ method, url, payload, headers: bearer(user) })).statusCode,
        url,
      ).toBe(403);
    }
    expect((await read('1')).statusCode).toBe(200);
  });

  it('drafts, publishes, translates and deletes an article, each step live at once and audited', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      payload: DRAFT,
      headers: bearer(admin),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { article } = AdminArticleResponseSchema.parse(created.json());
    expect(article).toMatchObject({
      id: 21,
      slug: 'sun-enters-scorpio-vrischika-sankranti-2025',
      category: 'Seasonal',
    });
    expect(article.versions[0]).toMatchObject({ lang: 'en', status: 'draft', publishedAt: null });
    expect((await read(article.slug)).statusCode).toBe(404);
    expect((await list('page=1')).total).toBe(20);

    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/articles/${article.id}`,
        payload,
        headers: bearer(admin),
      });
    expect((await patch({ lang: 'en', status: 'published' })).statusCode).toBe(200);
    const published = ArticleResponseSchema.parse((await read(article.slug)).json()).article;
    expect(published.html).toBe(
      '<h2>The ingress</h2>\n<p>The Sun enters <strong>Scorpio</strong> at 13:37 IST.</p>\n',
    );
    expect((await list('page=1')).articles[0]?.id).toBe(21);

    // A new language needs its title, excerpt and body.
    const incomplete = await patch({ lang: 'ta', status: 'published' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().field).toBe('title');
    const hindi = await patch({
      lang: 'hi',
      title: 'सूर्य का वृश्चिक में प्रवेश',
      excerpt: 'सूर्य 16 नवंबर 2025 को वृश्चिक राशि में प्रवेश करता है।',
      body: 'सूर्य 13:37 IST पर वृश्चिक में प्रवेश करता है।',
      status: 'published',
    });
    expect(hindi.statusCode, hindi.body).toBe(200);
    const inHindi = ArticleResponseSchema.parse((await read(article.slug, 'hi')).json()).article;
    expect(inHindi).toMatchObject({ lang: 'hi', title: 'सूर्य का वृश्चिक में प्रवेश' });
    expect(inHindi.languages).toEqual(['en', 'hi']);

    // Unpublished: gone from the blog at once, its first publication date kept.
    const firstPublished = published.publishedAt;
    await patch({ lang: 'en', status: 'draft' });
    expect(ArticleResponseSchema.parse((await read(article.slug)).json()).article.lang).toBe('hi');
    await patch({ lang: 'en', status: 'published', title: 'Sun Enters Scorpio in 2025' });
    const again = ArticleResponseSchema.parse((await read(article.slug)).json()).article;
    expect(again.title).toBe('Sun Enters Scorpio in 2025');
    expect(again.publishedAt).toBe(firstPublished);
    expect(again.slug).toBe(article.slug);

    const revisions = ArticleRevisionListSchema.parse(
      (
        await app.inject({
          url: `/api/admin/articles/${article.id}/revisions`,
          headers: bearer(admin),
        })
      ).json(),
    ).revisions;
    expect(revisions.map((revision) => [revision.lang, revision.status])).toEqual([
      ['en', 'published'],
      ['en', 'draft'],
      ['hi', 'published'],
      ['en', 'published'],
      ['en', 'draft'],
    ]);
    expect(revisions[0]?.editor).toBeTruthy();

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${article.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await read(article.slug)).statusCode).toBe(404);
    expect((await read(article.slug, 'hi')).statusCode).toBe(404);

    const audit = await app.db
      .selectFrom('audit_event')
      .select(['action', 'details'])
      .where('target', '=', String(article.id))
      .where('action', 'in', ['article.create', 'article.update', 'article.delete'])
      .orderBy('at')
      .execute();
    expect(audit.map((event) => event.action)).toEqual([
      'article.create',
      'article.update',
      'article.update',
      'article.update',
      'article.update',
      'article.delete',
    ]);
    expect(audit[1]?.details).toMatchObject({
      lang: 'en',
      before: { status: 'draft' },
      after: { status: 'published' },
    });
  });

  it('refuses a bad article naming the field, and a slug another article has', async () => {
    for (const [payload, field] of [
      [{ ...DRAFT, title: 'ab' }, 'title'],
      [{ ...DRAFT, excerpt: '' }, 'excerpt'],
      [{ ...DRAFT, body: '   ' }, 'body'],
      [{ ...DRAFT, category: 'Gossip' }, 'category'],
      [{ ...DRAFT, lang: 'fr' }, 'lang'],
      [{ ...DRAFT, status: 'live' }, 'status'],
      [{ ...DRAFT, slug: 'Two--Hyphens' }, 'slug'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/articles',
        payload,
        headers: bearer(admin),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const taken = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      payload: { ...DRAFT, slug: LUNAR_ECLIPSE },
      headers: bearer(admin),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: 'article_slug_taken', field: 'slug' });
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/admin/articles/15',
      payload: { lang: 'en', slug: LUNAR_ECLIPSE },
      headers: bearer(admin),
    });
    expect(renamed.statusCode).toBe(409);
    expect((await read(LUNAR_ECLIPSE)).json().article.id).toBe(14);
  });

  it('keeps no script, event handler or javascript: address, on save and in the preview', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '![pic](javascript:alert(4))',
      '<a href="javascript:alert(5)" onclick="alert(6)">x</a>',
      '# A heading of its own',
      '[our panchang](/panchang)',
    ].join('\n\n');
    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/articles/preview',
      payload: { body: hostile },
      headers: bearer(admin),
    });
    const { html } = preview.json() as { html: string };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      payload: { ...DRAFT, title: 'A hostile body', body: hostile, status: 'published' },
      headers: bearer(admin),
    });
    expect(created.statusCode).toBe(201);
    const saved = ArticleResponseSchema.parse((await read('a-hostile-body')).json()).article.html;
    expect(saved).toBe(html);
    // What stays of the hostile lines is text: no element carries a script or a handler.
    const tags = [...html.matchAll(/<[^>]+>/g)].map((match) => match[0]);
    expect(
      tags.filter((tag) => /^<(script|img|iframe)|\son\w+=|javascript:|data:/i.test(tag)),
    ).toEqual([]);
    // Raw HTML shows as text; the page's one h1 stays the title's.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h2>A heading of its own</h2>');
    expect(html).toContain('<a href="/panchang">our panchang</a>');
  });

  it('gives one slug to one article when it is created 100 times at once', async () => {
    const title = `Navratri Colours ${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/admin/articles',
          payload: { ...DRAFT, title },
          headers: bearer(admin),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    const rows = await app.db
      .selectFrom('article')
      .select('id')
      .where('slug', 'like', 'navratri-colours-%')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('cover images', () => {
  const upload = (id: number, payload: Buffer, type: string, token: string | null = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/articles/${id}/cover`,
      payload,
      headers: { 'content-type': type, ...(token ? bearer(token) : {}) },
    });

  it('stores an image under its hash, serves it for a year and shows it on the article', async () => {
    expect((await upload(12, PNG, 'image/png', null)).statusCode).toBe(401);
    expect((await upload(12, PNG, 'image/png', user)).statusCode).toBe(403);
    const response = await upload(12, PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const cover = AdminArticleResponseSchema.parse(response.json()).article.coverImage ?? '';
    expect(cover).toMatch(/^\/media\/articles\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ url: cover });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const article = ArticleResponseSchema.parse((await read('12')).json()).article;
    expect(article.coverImage).toBe(cover);
    expect((await app.inject({ url: '/media/articles/../../secret.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/articles/0123.png' })).statusCode).toBe(404);
  });

  it('refuses what is not an image by its bytes, a wrong type and a file over 2 MiB', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await upload(12, html, 'image/jpeg');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({ field: 'cover', reason: 'validation_failed' });
    expect((await upload(12, PNG, 'image/svg+xml')).statusCode).toBe(415);
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(12, huge, 'image/png')).statusCode).toBe(413);
  });

  it('answers 404 for an article that does not exist and stores no image for it', async () => {
    const stored = () => app.db.selectFrom('media').select('name').orderBy('name').execute();
    const before = await stored();
    const another = Buffer.concat([PNG, Buffer.from([0])]);
    expect((await upload(999, another, 'image/png')).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

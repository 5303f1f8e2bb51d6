import { SearchResponseSchema, type SearchResult } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, onlineAstrologer } from '../../../../test/consultation-helper.js';
import { buildTestApp } from '../../../../test/helper.js';
import { bearer, signInAdmin } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';
import { syncSearchPages } from '../../../search/site-search.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
});

async function search(q: string, lang = 'en') {
  const response = await app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SearchResponseSchema.parse(response.json()).results;
}

const text = (pieces: SearchResult['title']) => pieces.map((piece) => piece.text).join('');
const hits = (pieces: SearchResult['title']) =>
  pieces.filter((piece) => piece.hit).map((piece) => piece.text.toLowerCase());

describe('GET /api/search', () => {
  it('finds the eclipse articles and pages in English, the matches marked', async () => {
    const results = await search('eclipse');
    const articles = results.filter((result) => result.kind === 'article');
    // The two with the word in their titles first; others speak of the eclipses in their text.
    expect(
      articles
        .slice(0, 2)
        .map((result) => result.path)
        .sort(),
    ).toEqual([
      '/blog/the-partial-solar-eclipse-of-september-2025-why-india-will-not-see-it',
      '/blog/total-lunar-eclipse-of-7-september-2025-timings-for-india',
    ]);
    const lunar = articles.find((result) => result.path.includes('total-lunar-eclipse'));
    expect(text(lunar?.title ?? [])).toBe(
      'Total Lunar Eclipse of 7 September 2025: Timings for India',
    );
    expect(hits(lunar?.title ?? [])).toEqual(['eclipse']);
    expect(hits(lunar?.snippet ?? []).length).toBeGreaterThan(0);
    const pages = results.filter((result) => result.kind === 'page').map((result) => result.path);
    expect(pages).toContain('/topics/lunar-eclipse-effects');
    expect(pages).toContain('/topics/solar-eclipse-effects');
  });

  it('matches word beginnings, and every word of the query', async () => {
    const retro = (await search('retrog')).map((result) => result.path);
    expect(retro).toContain('/blog/saturn-retrograde-in-pisces-july-to-november-2025');
    expect(retro).toContain('/topics/retrograde-planets');
    const saturnOnly = (await search('saturn retrograde')).map((result) => result.path);
    expect(saturnOnly).toContain('/blog/saturn-retrograde-in-pisces-july-to-november-2025');
    expect(saturnOnly).not.toContain(
      '/blog/jupiter-retrograde-and-direct-november-2025-to-march-2026',
    );
  });

  it('searches in the page’s language: Hindi articles and pages, Tamil pages', async () => {
    const hindi = await search('ग्रहण', 'hi');
    const article = hindi.find((result) =>
      result.path.endsWith('/total-lunar-eclipse-of-7-september-2025-timings-for-india'),
    );
    expect(article).toMatchObject({ kind: 'article', lang: 'hi' });
    expect(article?.path.startsWith('/hindi/blog/')).toBe(true);
    expect(hits(article?.title ?? [])).toEqual(['ग्रहण']);
    expect(
      hindi.some((result) => result.kind === 'page' && result.path.startsWith('/hindi/')),
    ).toBe(true);
    const tamil = await search('சனி', 'ta');
    expect(tamil.length).toBeGreaterThan(0);
    for (const result of tamil) expect(result.path, result.path).toMatch(/^\/tamil(\/|$)/);
    // An English word on a Tamil page still finds the English article a Tamil reader is shown.
    const english = await search('Dussehra', 'ta');
    expect(english.find((result) => result.kind === 'article')).toMatchObject({
      lang: 'en',
      path: '/tamil/blog/dussehra-2025-vijayadashami-on-2-october',
    });
  });

  it('finds the tools: the sade sati calculator by its name', async () => {
    const paths = (await search('sade sati')).map((result) => result.path);
    expect(paths).toContain('/sade-sati-calculator');
    expect(paths).toContain('/topics/sade-sati');
  });

  it('finds astrologers by name and specialty', async () => {
    await onlineAstrologer(app, 30, 'Pandit Vishwanath Shastri');
    const results = await search('vishwanath');
    expect(results[0]).toMatchObject({ kind: 'astrologer', lang: 'en' });
    expect(results[0]?.path).toMatch(/^\/astrologer\/pandit-vishwanath-shastri/);
    expect(hits(results[0]?.title ?? [])).toEqual(['vishwanath']);
  });

  it('leaves drafts and unpublished versions out', async () => {
    const admin = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: bearer(admin),
      payload: {
        title: 'Zanzibar Draft Notes',
        excerpt: 'An unpublished article about nothing in particular.',
        body: 'Zanzibar zanzibar.',
        category: 'Transit',
        lang: 'en',
        status: 'draft',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await search('zanzibar')).toEqual([]);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${created.json().article.id}`,
      headers: bearer(admin),
      payload: { lang: 'en', status: 'published' },
    });
    expect((await search('zanzibar')).map((result) => result.kind)).toEqual(['article']);
  });

  it('reads query syntax and SQL as words, and refuses a bad query naming the field', async () => {
    for (const q of ["' or 1=1 --", 'a & | ! ( :*', '<script>', '!!']) {
      const response = await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(200);
    }
    expect(await search('!!')).toEqual([]);
    for (const [query, field] of [
      ['q=a', 'q'],
      ['', 'q'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=eclipse&lang=fr', 'lang'],
    ]) {
      const response = await app.inject({ url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });

  it('indexes the site’s pages once per language, again on each start without doubling', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('search_page')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(400);
    await Promise.all([syncSearchPages(app.db), syncSearchPages(app.db), syncSearchPages(app.db)]);
    expect(await count()).toBe(before);
  });
});

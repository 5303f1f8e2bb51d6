import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  articleHeadOf,
  buildPageHead,
  LANGUAGES,
  type PageHead,
  resolvePage,
  withArticleHead,
} from '@jyotish/contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  findPublishedArticle,
  listAllPublishedArticles,
  listSitemapArticles,
} from '../../articles/article-store.js';
import type { AppDatabase } from '../../db/schema.js';
import { NOT_FOUND_RESPONSE } from '../../http/error-responses.js';
import { buildBlogFeed, feedPathOf } from '../../site/blog-feed.js';
import { FONT_PRELOADS_FILE } from '../../site/font-preloads.js';
import { loadPageTemplate } from '../../site/page-template.js';
import { buildRobotsTxt } from '../../site/robots-txt.js';
import { buildSitemapXml } from '../../site/sitemap-xml.js';

export interface WebAppPluginOptions {
  /** The built web app (`packages/web/dist`). */
  readonly webDistDir: string;
  /** The site's origin, without trailing slash. */
  readonly publicUrl: string;
}

/**
 * Vite puts a content hash in every file name under `assets/`, and `scripts/subset-fonts.js`
 * in the name of every font under `fonts/`: such a file never changes.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the page shell, manifest, icons) is revalidated on each use. */
const REVALIDATE = 'no-cache';

export const WEB_APP_NOT_BUILT_MESSAGE =
  'The web app has not been built. Run `npm run build` (or `npm start`) at the repository root.';

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function isHashedFile(relativePath: string): boolean {
  return (
    relativePath.startsWith(`assets${path.sep}`) ||
    (relativePath.startsWith(`fonts${path.sep}`) && relativePath.endsWith('.woff2'))
  );
}

function pathnameOf(url: string): string {
  return url.split(/[?#]/, 1)[0] || '/';
}

/**
 * A blog article's page gets the article's own head (headline, excerpt, times, JSON-LD);
 * a slug or number no published article has is a 404 with the not-found head.
 */
async function headOf(db: AppDatabase, pathname: string, publicUrl: string): Promise<PageHead> {
  const head = buildPageHead(pathname, publicUrl);
  if (head.pageKey !== 'blogPost' && head.pageKey !== 'article') return head;
  const { params } = resolvePage(pathname);
  const article = await findPublishedArticle(db, params.slug ?? params.id ?? '', head.language);
  if (article === null) return { ...head, status: 404, robots: 'noindex, nofollow' };
  return withArticleHead(head, articleHeadOf(article, head.language), publicUrl);
}

/**
 * Serves the built web app: static files as they are, robots.txt and sitemap.xml, and for
 * every other GET the app shell (`index.html`) with that page's head tags rendered in, with
 * status 200 for a known page and 404 for any other path. An unknown API path or asset gets
 * the JSON 404 instead: a script tag must never receive HTML.
 */
export const webAppPlugin = fp<WebAppPluginOptions>(
  async (app, { webDistDir, publicUrl }) => {
    const template = await loadPageTemplate(webDistDir);
    if (template === null) {
      app.log.warn({ webDistDir }, WEB_APP_NOT_BUILT_MESSAGE);
    } else {
      await app.register(fastifyStatic, {
        root: webDistDir,
        // Files are listed once at start into routes, so a path that is no file falls
        // through to the page shell below without touching the disk.
        wildcard: false,
        index: false,
        // Served by the routes below, never as raw files.
        // The build manifest and the list of fonts to preload are for the server, not for
        // browsers; source maps (a build with `sourcemap: true` would write them next to the
        // bundles) would publish the sources.
        globIgnore: [
          'index.html',
          'robots.txt',
          'sitemap.xml',
          '.vite/**',
          FONT_PRELOADS_FILE,
          '**/*.map',
        ],
        cacheControl: false,
        decorateReply: false,
        setHeaders: (response, file) => {
          const hashed = isHashedFile(path.relative(webDistDir, file));
          response.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    const robotsTxt = buildRobotsTxt(publicUrl);

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send(robotsTxt),
    );
    // Read per request: an article published in the CMS is listed at once.
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(buildSitemapXml(publicUrl, await listSitemapArticles(app.db))),
    );
    for (const language of LANGUAGES) {
      app.get(feedPathOf(language), { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('application/rss+xml; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(
            buildBlogFeed(publicUrl, language, await listAllPublishedArticles(app.db, language)),
          ),
      );
    }

    // A catch-all route rather than the not-found handler, so that the hooks every route gets
    // (compression above all) apply to pages too; files and API routes match first.
    app.get('/*', { schema: { hide: true } }, async (request, reply): Promise<FastifyReply> => {
      const pathname = pathnameOf(request.url);
      if (
        isApiPath(pathname) ||
        pathname.startsWith('/assets/') ||
        pathname.startsWith('/fonts/')
      ) {
        return reply.code(404).send(NOT_FOUND_RESPONSE);
      }
      if (template === null) {
        return reply.code(503).type('text/plain; charset=utf-8').send(WEB_APP_NOT_BUILT_MESSAGE);
      }
      // A page named after a language has one address: `/tamil/hindi-kundli` is `/hindi-kundli`.
      const resolved = resolvePage(pathname);
      if (resolved.page?.language && resolved.canonicalPath !== pathname) {
        return reply.redirect(
          `${resolved.canonicalPath}${request.url.slice(pathname.length)}`,
          301,
        );
      }
      const head = await headOf(app.db, pathname, publicUrl);
      return reply
        .code(head.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(template.render(head));
    });
  },
  { name: 'web-app' },
);

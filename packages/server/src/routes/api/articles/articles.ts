import {
  AdminArticleListSchema,
  AdminArticleResponseSchema,
  ARTICLE_COVER_MAX_BYTES,
  ARTICLE_COVER_TYPES,
  ARTICLE_MESSAGES,
  ArticleIdParamsSchema,
  ArticleInputSchema,
  ArticleLangQuerySchema,
  ArticleListQuerySchema,
  ArticleListSchema,
  ArticlePatchSchema,
  ArticlePreviewRequestSchema,
  ArticlePreviewSchema,
  ArticleResponseSchema,
  ArticleRevisionListSchema,
  ArticleSlugParamsSchema,
  ErrorResponseSchema,
} from '@jyotish/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { imageTypeOf, storeCover } from '../../../articles/article-covers.js';
import { renderArticleMarkdown } from '../../../articles/article-markdown.js';
import {
  ArticleSlugTakenError,
  createArticle,
  deleteArticle,
  findAdminArticle,
  findPublishedArticle,
  listAdminArticles,
  listArticleRevisions,
  listPublishedArticles,
  setArticleCover,
  updateArticle,
} from '../../../articles/article-store.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Readers see an edit at once: pages revalidate their articles on every use. */
const REVALIDATE = 'no-cache';

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .send({ message: ARTICLE_MESSAGES.notFound, code: 'not_found', reason: 'article_not_found' });
}

function slugTaken(reply: FastifyReply) {
  return reply.code(409).send({
    message: ARTICLE_MESSAGES.slugTaken,
    code: 'conflict',
    reason: 'article_slug_taken',
    field: 'slug',
  });
}

/**
 * The blog (capability `content`): published articles for everyone, in the reader's language
 * where translated; the CMS for administrators (create, edit a language's version, publish,
 * delete, preview, history), each change audited and live at once.
 */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/articles',
    {
      schema: {
        summary: 'One page of published articles, newest first',
        querystring: ArticleListQuerySchema,
        response: { 200: ArticleListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', REVALIDATE)
        .send(await listPublishedArticles(app.db, request.query)),
  );

  app.get(
    '/articles/:slug',
    {
      schema: {
        summary: 'A published article by its slug or number, with related articles',
        params: ArticleSlugParamsSchema,
        querystring: ArticleLangQuerySchema,
        response: {
          200: ArticleResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const article = await findPublishedArticle(app.db, request.params.slug, request.query.lang);
      if (article === null) return notFound(reply);
      return reply.header('cache-control', REVALIDATE).send({ article });
    },
  );

  const requireAdmin = app.requireRole('admin');
  const editorOf = (request: FastifyRequest) => {
    const { user } = request.account ?? unreachable();
    return { id: user.id, name: user.name };
  };

  app.get(
    '/admin/articles',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Every article with its language versions, drafts included',
        response: { 200: AdminArticleListSchema, ...errors },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ articles: await listAdminArticles(app.db) }),
  );

  app.post(
    '/admin/articles',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Create an article with its first language version',
        body: ArticleInputSchema,
        response: { 201: AdminArticleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const article = await createArticle(app.db, request.body, editorOf(request));
        return reply.code(201).send({ article });
      } catch (error) {
        if (error instanceof ArticleSlugTakenError) return slugTaken(reply);
        throw error;
      }
    },
  );

  app.get(
    '/admin/articles/:id',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'One article with its language versions',
        params: ArticleIdParamsSchema,
        response: { 200: AdminArticleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const article = await findAdminArticle(app.db, request.params.id);
      if (article === null) return notFound(reply);
      return reply.header('cache-control', 'no-store').send({ article });
    },
  );

  app.patch(
    '/admin/articles/:id',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Change an article and one language version (publish, unpublish, translate)',
        params: ArticleIdParamsSchema,
        body: ArticlePatchSchema,
        response: { 200: AdminArticleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const article = await updateArticle(
          app.db,
          request.params.id,
          request.body,
          editorOf(request),
        );
        if (article === null) return notFound(reply);
        if (article === 'incomplete') {
          const missing = (['title', 'excerpt', 'body'] as const).find(
            (field) => request.body[field] === undefined,
          );
          return reply.code(400).send({
            message: `${missing} is required for a new language version`,
            code: 'validation_failed',
            reason: 'validation_failed',
            field: missing,
          });
        }
        return { article };
      } catch (error) {
        if (error instanceof ArticleSlugTakenError) return slugTaken(reply);
        throw error;
      }
    },
  );

  app.delete(
    '/admin/articles/:id',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Delete an article, every language version and its history',
        params: ArticleIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteArticle(app.db, request.params.id, editorOf(request));
      if (!deleted) return notFound(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/articles/:id/revisions',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'An article’s saved states, newest first',
        params: ArticleIdParamsSchema,
        response: { 200: ArticleRevisionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      if ((await findAdminArticle(app.db, request.params.id)) === null) return notFound(reply);
      return reply
        .header('cache-control', 'no-store')
        .send({ revisions: await listArticleRevisions(app.db, request.params.id) });
    },
  );

  app.post(
    '/admin/articles/preview',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'A Markdown body rendered and sanitised as it would be saved',
        body: ArticlePreviewRequestSchema,
        response: { 200: ArticlePreviewSchema, ...errors },
      },
    },
    async (request) => ({ html: renderArticleMarkdown(request.body.body) }),
  );

  // The cover arrives as the image itself (`Content-Type: image/jpeg`, …), not as JSON or a
  // multipart form: one file, nothing else to parse. Only this scope reads image bodies.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      [...ARTICLE_COVER_TYPES],
      { parseAs: 'buffer', bodyLimit: ARTICLE_COVER_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/admin/articles/:id/cover',
      {
        preHandler: requireAdmin,
        schema: {
          summary: 'Upload an article’s cover image',
          description: `The request body is the image: JPEG, PNG or WebP (its first bytes are checked), at most ${ARTICLE_COVER_MAX_BYTES / 1024 / 1024} MiB.`,
          params: ArticleIdParamsSchema,
          response: { 200: AdminArticleResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : null;
        const type = bytes === null ? null : imageTypeOf(bytes);
        if (bytes === null || type === null) {
          return reply.code(400).send({
            message: ARTICLE_MESSAGES.coverType,
            code: 'validation_failed',
            reason: 'validation_failed',
            field: 'cover',
          });
        }
        // Checked before the image is stored, so a wrong number leaves nothing behind.
        if ((await findAdminArticle(app.db, request.params.id)) === null) return notFound(reply);
        const cover = await storeCover(app.db, bytes, type);
        if (!(await setArticleCover(app.db, request.params.id, cover, editorOf(request)))) {
          return notFound(reply);
        }
        return { article: (await findAdminArticle(app.db, request.params.id)) ?? unreachable() };
      },
    );
  });
};

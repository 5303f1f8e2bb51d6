import type { FastifyPluginAsync } from 'fastify';
import { readCover } from '../../articles/article-covers.js';
import { NOT_FOUND_RESPONSE } from '../../http/error-responses.js';

/** A stored cover never changes (its name is its content's hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /media/articles/{file}`: the articles' cover images, from the `media` table. */
export const articleCoverRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/media/articles/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const cover = await readCover(app.db, request.params.file);
      if (cover === null) return reply.code(404).send(NOT_FOUND_RESPONSE);
      return reply
        .type(cover.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(cover.bytes);
    },
  );
};

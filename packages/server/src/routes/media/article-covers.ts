import type { FastifyPluginAsync } from 'fastify';
import { COVER_CONTENT_TYPES, readCover } from '../../articles/article-covers.js';
import { NOT_FOUND_RESPONSE } from '../../http/error-responses.js';

/** A stored cover never changes (its name is its content's hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /media/articles/{file}`: the articles' cover images, from `<DATA_DIR>/media/articles/`. */
export const articleCoverRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/media/articles/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const bytes = await readCover(app.config.dataDir, request.params.file);
      if (bytes === null) return reply.code(404).send(NOT_FOUND_RESPONSE);
      const extension = request.params.file.split('.').pop() ?? '';
      return reply
        .type(COVER_CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

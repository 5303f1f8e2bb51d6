import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ErrorResponseSchema, SIGN_NAMES, ZODIAC_IMAGE_NOT_FOUND_MESSAGE } from '@jyotish/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * `packages/server/assets/zodiac/`, drawn by `scripts/make-zodiac-images.js` and committed.
 * This file runs from `src/routes/api/zodiac-image/` (tests) and from the same folder under
 * `dist/` (npm start); both are four levels below `packages/server/`.
 */
export const ZODIAC_IMAGE_DIR = fileURLToPath(
  new URL('../../../../assets/zodiac/', import.meta.url),
);

/**
 * Fresh for 30 days, then revalidated by ETag (a 304 without the bytes) and served stale for a
 * day meanwhile. The address names the sign, not the bytes, so `immutable` would keep old
 * artwork for as long as it lasts; the artwork changes only with a release, so a month's delay
 * is fine, and a returning visitor's home page shows its tiles without a single request.
 */
export const ZODIAC_IMAGE_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/** The twelve file names, `Aries.jpg` … `Pisces.jpg`, capitalised as the English sign names. */
export const ZODIAC_IMAGE_FILES = SIGN_NAMES.en.map((name) => `${name}.jpg`);

interface ZodiacImage {
  readonly bytes: Buffer;
  /** Strong: the hash of the bytes, so it changes exactly when the image does. */
  readonly etag: string;
}

/** Reads the twelve images; a missing one fails the start, as a broken deployment should. */
async function loadZodiacImages(): Promise<ReadonlyMap<string, ZodiacImage>> {
  const entries = await Promise.all(
    ZODIAC_IMAGE_FILES.map(async (file): Promise<[string, ZodiacImage]> => {
      const bytes = await readFile(`${ZODIAC_IMAGE_DIR}${file}`);
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
      return [file, { bytes, etag: `"${hash}"` }];
    }),
  );
  return new Map(entries);
}

/**
 * Whether an `If-None-Match` header names `etag`. The comparison is weak (RFC 9110 §13.1.2):
 * a proxy that compressed an answer may have turned the tag into `W/"…"`.
 */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * The image, or a 304 without a body when the client holds it already. Typed as a plain reply:
 * the route's own knows only the bodies its zod schemas describe, not bytes or nothing.
 */
function sendImage(reply: FastifyReply, image: ZodiacImage, notModified: boolean) {
  reply.header('cache-control', ZODIAC_IMAGE_CACHE_CONTROL).header('etag', image.etag);
  if (notModified) return reply.code(304).send();
  return reply.code(200).type('image/jpeg').send(image.bytes);
}

const ZodiacImageParamsSchema = z.object({
  file: z.string().max(64).describe('`{Sign}.jpg`: `Aries.jpg` … `Pisces.jpg`'),
});
const JpegSchema = z.string().describe('A JPEG image, image/jpeg');

/**
 * `GET /api/zodiac-image/{Sign}.jpg`: the home page's sign tiles, 480 × 480 JPEGs read once
 * at start and answered from memory with a strong ETag; a name that is no sign's is a 404.
 */
export const zodiacImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = await loadZodiacImages();

  app.get(
    '/zodiac-image/:file',
    {
      schema: {
        // A 304 (no body) is plain HTTP and left out: its OpenAPI schema read as `enum: [null]`.
        summary: 'A zodiac sign’s tile image, 480 × 480 JPEG, with an ETag for If-None-Match',
        params: ZodiacImageParamsSchema,
        produces: ['image/jpeg'],
        response: {
          200: JpegSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const image = images.get(request.params.file);
      if (image === undefined) {
        return reply.code(404).send({
          message: ZODIAC_IMAGE_NOT_FOUND_MESSAGE,
          code: 'not_found',
          reason: 'zodiac_image_not_found',
        });
      }
      return sendImage(reply, image, matchesETag(request.headers['if-none-match'], image.etag));
    },
  );
};

import { createHash } from 'node:crypto';
import type { AppDatabase } from '../db/schema.js';

/** The public path of a stored cover, `/media/articles/<hash>.<ext>`. */
export const COVER_PATH_PREFIX = '/media/articles/';
export const COVER_FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
/**
 * The image type its first bytes say, or null: a file named or labelled an image that is not
 * one (an HTML page, a script) is refused whatever its `Content-Type` claimed.
 */
export function imageTypeOf(bytes: Uint8Array): keyof typeof EXTENSIONS | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const text = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Stores an image under its content hash in the `media` table (the same image twice is one
 * row; a stored image never changes, so it is served as immutable) and returns its public
 * path. In the database, not on an instance's disk: every instance serves it.
 */
export async function storeCover(
  db: AppDatabase,
  bytes: Uint8Array,
  type: keyof typeof EXTENSIONS,
): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXTENSIONS[type]}`;
  await db
    .insertInto('media')
    .values({ name, content_type: type, bytes: Buffer.from(bytes) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return `${COVER_PATH_PREFIX}${name}`;
}

/** A stored cover's bytes and type, or null when there is none of that name. */
export async function readCover(
  db: AppDatabase,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!COVER_FILE_NAME.test(name)) return null;
  const row = await db
    .selectFrom('media')
    .select(['bytes', 'content_type'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { bytes: row.bytes, contentType: row.content_type } : null;
}

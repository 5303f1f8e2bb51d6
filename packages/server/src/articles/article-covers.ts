import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where cover images live: `<DATA_DIR>/media/articles/`, one file per distinct image. */
export const coverDirectoryOf = (dataDir: string) => path.join(dataDir, 'media', 'articles');

/** The public path of a stored cover, `/media/articles/<hash>.<ext>`. */
export const COVER_PATH_PREFIX = '/media/articles/';
export const COVER_FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export const COVER_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

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
 * Stores an image under its content hash (the same image twice is one file; a written file
 * never changes, so it is served as immutable) and returns its public path. Written to a
 * temporary name first, so a reader never sees half a file.
 */
export async function storeCover(
  dataDir: string,
  bytes: Uint8Array,
  type: keyof typeof EXTENSIONS,
): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXTENSIONS[type]}`;
  const directory = coverDirectoryOf(dataDir);
  await mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `.${name}.${process.pid}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, path.join(directory, name));
  return `${COVER_PATH_PREFIX}${name}`;
}

/** A stored cover's bytes, or null when there is no such file. */
export async function readCover(dataDir: string, name: string): Promise<Buffer | null> {
  if (!COVER_FILE_NAME.test(name)) return null;
  try {
    return await readFile(path.join(coverDirectoryOf(dataDir), name));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

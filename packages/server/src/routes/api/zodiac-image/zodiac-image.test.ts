import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ErrorResponseSchema, SIGN_NAMES } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';
import { ZODIAC_IMAGE_DIR } from './zodiac-image.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
/** The side the home page's tiles are drawn for: up to 240 CSS px at 2x density. */
const SIDE = 480;
const MAX_BYTES = 15_000;

/**
 * Width and height from a JPEG's start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC,
 * which share the marker range), walking the segments from the start-of-image marker.
 */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`no JPEG marker at byte ${offset}`);
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('no start-of-frame segment');
}

function image(file: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/zodiac-image/${file}`, headers });
}

describe('GET /api/zodiac-image/{Sign}.jpg', () => {
  it('answers each of the twelve signs with its 480 × 480 JPEG, a strong ETag and a month of caching', async () => {
    const etags = new Set<string>();
    for (const sign of SIGN_NAMES.en) {
      const response = await image(`${sign}.jpg`);
      expect(response.statusCode, sign).toBe(200);
      expect(response.headers['content-type'], sign).toBe('image/jpeg');
      expect(response.headers['cache-control'], sign).toBe(CACHE_CONTROL);
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)], sign).toEqual([0xff, 0xd8, 0xff]);
      expect(jpegSize(bytes), sign).toEqual({ width: SIDE, height: SIDE });
      expect(bytes.length, sign).toBeLessThanOrEqual(MAX_BYTES);
      // The committed file, byte for byte, and a strong tag made of its hash.
      expect(bytes.equals(readFileSync(`${ZODIAC_IMAGE_DIR}${sign}.jpg`)), sign).toBe(true);
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
      expect(response.headers.etag, sign).toBe(`"${hash}"`);
      etags.add(String(response.headers.etag));
    }
    expect(SIGN_NAMES.en).toHaveLength(12);
    expect(etags.size).toBe(12);
  });

  it('answers 304 without the bytes when If-None-Match names the current tag', async () => {
    const first = await image('Leo.jpg');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale-tag", ${etag}`, '*']) {
      const again = await image('Leo.jpg', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length, ifNoneMatch).toBe(0);
      expect(again.headers.etag, ifNoneMatch).toBe(etag);
      expect(again.headers['cache-control'], ifNoneMatch).toBe(CACHE_CONTROL);
      expect(again.headers['content-type'], ifNoneMatch).toBeUndefined();
    }
    // Another sign's tag, or an old one, gets the image itself.
    const virgoTag = String((await image('Virgo.jpg')).headers.etag);
    const other = await image('Leo.jpg', { 'if-none-match': virgoTag });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 with reason zodiac_image_not_found for any other name', async () => {
    for (const file of [
      'Ophiuchus.jpg',
      'aries.png',
      'aries.jpg',
      'Aries.png',
      'Aries',
      'Scorpius.jpg',
      '..%2F..%2Fpackage.json',
      '..%2Fzodiac-image.ts',
    ]) {
      const response = await image(file);
      expect(response.statusCode, file).toBe(404);
      expect(response.headers['content-type'], file).toMatch(/^application\/json/);
      const body = ErrorResponseSchema.parse(response.json());
      expect(body, file).toMatchObject({ code: 'not_found', reason: 'zodiac_image_not_found' });
      expect(body.message, file).toContain('Aries.jpg');
    }
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

/** The committed OpenAPI document; `UPDATE_GENERATED=1 npx vitest run …` rewrites it. */
const COMMITTED_DOCUMENT = new URL('../../../../openapi.gen.json', import.meta.url);

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    const document = response.json();

    expect(response.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Jyotish API');
    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.database).toEqual({
      type: 'string',
      enum: ['up', 'down'],
    });
    expect(document.paths['/api/docs']).toBeUndefined();
    expect(document.paths['/*']).toBeUndefined();
  });

  it('matches the committed openapi.gen.json', async () => {
    const generated = `${JSON.stringify((await app.inject({ url: '/api/docs' })).json(), null, 2)}\n`;
    if (process.env.UPDATE_GENERATED === '1') writeFileSync(COMMITTED_DOCUMENT, generated);
    expect(generated).toBe(readFileSync(COMMITTED_DOCUMENT, 'utf8'));
  });
});

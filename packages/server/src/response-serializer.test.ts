import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  name: z.string().nullable(),
  sessions: z.array(z.object({ id: z.string() })),
  extra: z.record(z.string(), z.number()).optional(),
});

/** A user row as a database would hand it over, with columns the answer must never carry. */
const row = {
  id: 7,
  email: 'asha@example.com',
  role: 'user',
  name: null,
  passwordHash: '$argon2id$v=19$secret',
  sessions: [{ id: 's1', tokenHash: 'also-secret' }],
};

async function appAnswering(checked: boolean, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ checked }));
  app.get('/user', { schema: { response: { 200: UserSchema } } }, async () => data);
  return app;
}

describe('answers written from their zod schema', () => {
  for (const checked of [false, true]) {
    it(`never send an undeclared field, at any depth (${checked ? 'checked' : 'production'})`, async () => {
      const app = await appAnswering(checked, row);
      const response = await app.inject({ method: 'GET', url: '/user' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('secret');
      expect(response.json()).toEqual({
        id: 7,
        email: 'asha@example.com',
        role: 'user',
        name: null,
        sessions: [{ id: 's1' }],
      });
      await app.close();
    });
  }

  it('refuse an answer missing a required field, in production too', async () => {
    const app = await appAnswering(false, { id: 7, role: 'user', name: null, sessions: [] });
    expect((await app.inject({ method: 'GET', url: '/user' })).statusCode).toBe(500);
    await app.close();
  });

  it('refuse, when checked, a value the schema does not allow', async () => {
    const app = await appAnswering(true, { ...row, role: 'superuser' });
    expect((await app.inject({ method: 'GET', url: '/user' })).statusCode).toBe(500);
    await app.close();
  });
});

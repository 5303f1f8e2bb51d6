import { ContactMessageListSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/consultation-helper.js';
import { buildTestApp, settleJobs } from '../../../../test/helper.js';
import { bearer, signInAdmin, signUpUser } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
});

const MESSAGE = {
  name: 'Meena Iyer',
  email: 'meena@example.in',
  message: 'My kundli shows a different lagna than my family astrologer gave me.',
  language: 'ta',
};

let addresses = 0;
const send = (payload: object, headers: Record<string, string> = {}, remoteAddress?: string) => {
  addresses += 1;
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers,
    remoteAddress: remoteAddress ?? `10.77.${Math.floor(addresses / 250)}.${addresses % 250}`,
  });
};

describe('POST /api/contact', () => {
  it('keeps the message for administrators, with the sender’s account, and mails the team', async () => {
    const user = await signUpUser(app, `contact-${Date.now()}@example.in`);
    const response = await send(
      { ...MESSAGE, email: `contact-reply-${Date.now()}@example.in` },
      bearer(user.token),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    await settleJobs(app.db);
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'contact-message')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(ADMIN.adminEmail);
    expect(mail.subject).toBe('A message from the contact page');
    expect(mail.text_body).toContain('Meena Iyer (');
    expect(mail.text_body).toContain(MESSAGE.message);

    const admin = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
    const list = ContactMessageListSchema.parse(
      (await app.inject({ url: '/api/admin/contact-messages', headers: bearer(admin) })).json(),
    );
    expect(list.messages.find((m) => m.id === id)).toMatchObject({
      name: 'Meena Iyer',
      language: 'ta',
      userId: user.id,
    });
    expect([list.page, list.pageSize]).toEqual([1, 50]);
    expect(list.total).toBe(list.messages.length);
    const beyond = ContactMessageListSchema.parse(
      (
        await app.inject({
          url: `/api/admin/contact-messages?page=${Math.ceil(list.total / 50) + 1}`,
          headers: bearer(admin),
        })
      ).json(),
    );
    expect([beyond.messages, beyond.total]).toEqual([[], list.total]);
    const badPage = await app.inject({
      url: '/api/admin/contact-messages?page=0',
      headers: bearer(admin),
    });
    expect([badPage.statusCode, badPage.json().field]).toEqual([400, 'page']);
    const forUser = await app.inject({
      url: '/api/admin/contact-messages',
      headers: bearer(user.token),
    });
    expect(forUser.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
  });

  it.each([
    [{ ...MESSAGE, name: 'M' }, 'name'],
    [{ ...MESSAGE, email: 'not-an-address' }, 'email'],
    [{ ...MESSAGE, message: 'Hi' }, 'message'],
    [{ ...MESSAGE, message: 'x'.repeat(4001) }, 'message'],
  ])('refuses %o naming %s, keeping nothing', async (payload, field) => {
    const before = await app.db
      .selectFrom('contact_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await send(payload);
    expect([response.statusCode, response.json().field]).toEqual([400, field]);
    const after = await app.db
      .selectFrom('contact_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes five messages an hour from one address, even sent 100 at once', async () => {
    const stamp = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send({ ...MESSAGE, email: `burst-${stamp}-${i}@example.in` }, {}, '10.99.1.1'),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(new Set(refused.map((a) => [a.statusCode, a.json().reason].join()))).toEqual(
      new Set(['429,too_many_attempts']),
    );
    expect(refused[0]?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('takes three messages an hour for one e-mail, from 100 addresses at once', async () => {
    const email = `one-sender-${Date.now()}@example.in`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => send({ ...MESSAGE, email })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const kept = await app.db
      .selectFrom('contact_message')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(kept).toHaveLength(3);
  });
});

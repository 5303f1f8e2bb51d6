import { FreeQuestionListSchema, MyFreeQuestionSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, onlineAstrologer } from '../../../../test/consultation-helper.js';
import { buildTestApp, settleJobs } from '../../../../test/helper.js';
import { bearer, signUpUser } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
});

const QUESTION = {
  question: 'When will I get a government job?',
  name: 'Ravi Kumar',
  birthDate: '1995-07-21',
  birthTime: '14:10',
  birthPlace: 'Hyderabad, Telangana, India',
  latitude: 17.385,
  longitude: 78.4867,
};

const ask = (token: string, body: object = QUESTION) =>
  app.inject({ method: 'POST', url: '/api/free-question', headers: bearer(token), payload: body });

describe('the free question', () => {
  it('is one per account, even asked 100 times at once', async () => {
    const user = await signUpUser(app, `free-q-${Date.now()}@example.in`);
    const short = await ask(user.token, { ...QUESTION, question: 'Job?' });
    expect([short.statusCode, short.json().field]).toEqual([400, 'question']);
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask(user.token)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().reason)),
    ).toEqual(new Set(['free_question_used']));
    const mine = MyFreeQuestionSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/free-question', headers: bearer(user.token) })
      ).json(),
    );
    expect(mine.question).toMatchObject({
      question: QUESTION.question,
      answer: null,
      birthDate: '1995-07-21',
    });
  });

  it('is answered once by an astrologer; the answer is shown and mailed to the asker', async () => {
    const user = await signUpUser(app, `free-a-${Date.now()}@example.in`);
    await ask(user.token, { ...QUESTION, name: 'Sita Devi' });
    const astrologer = await onlineAstrologer(app, 20, 'Acharya Answering Now');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/astrologer/free-questions',
      headers: bearer(user.token),
    });
    expect(refused.statusCode).toBe(403);
    const waiting = FreeQuestionListSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/astrologer/free-questions',
          headers: bearer(astrologer.token),
        })
      ).json(),
    ).data;
    const mine = waiting.find((q) => q.name === 'Sita Devi');
    expect(mine).toBeDefined();
    const answer = 'Saturn moves into your tenth house in 2027: prepare now and apply that spring.';
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/astrologer/free-questions/${mine?.id}/answer`,
          headers: bearer(astrologer.token),
          payload: { answer },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(99);
    const shown = MyFreeQuestionSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/free-question', headers: bearer(user.token) })
      ).json(),
    );
    expect(shown.question).toMatchObject({ answer, astrologerName: 'Acharya Answering Now' });
    await settleJobs(app.db);
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'free-answer')
      .where('to_address', 'like', 'free-a-%')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your free question has been answered');
    expect(mail.text_body).toContain(answer);
    expect(mail.text_body).toContain('https://jyotish.test/dashboard/reports');
  });
});

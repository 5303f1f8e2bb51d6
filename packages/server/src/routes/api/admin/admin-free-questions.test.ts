import {
  AdminFreeQuestionSchema,
  AdminFreeQuestionsPageSchema,
  AuditSearchSchema,
  FreeQuestionListSchema,
  MyFreeQuestionSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, onlineAstrologer } from '../../../../test/consultation-helper.js';
import { buildTestApp, settleJobs } from '../../../../test/helper.js';
import { bearer, signUpUser, WALLET_TEST_PASSWORD } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

let app: App;
let admin: string;
let first: Awaited<ReturnType<typeof onlineAstrologer>>;
let second: Awaited<ReturnType<typeof onlineAstrologer>>;

const QUESTION = {
  question: 'Will my shop in Madurai do well after Diwali?',
  name: 'Meenakshi Sundaram',
  birthDate: '1988-03-14',
  birthTime: '06:45',
  birthPlace: 'Madurai, Tamil Nadu, India',
  latitude: 9.9252,
  longitude: 78.1198,
};

const ask = (token: string, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/free-question',
    headers: bearer(token),
    payload: { ...QUESTION, name },
  });

const desk = async (token: string) =>
  FreeQuestionListSchema.parse(
    (await app.inject({ url: '/api/astrologer/free-questions', headers: bearer(token) })).json(),
  ).data.map((question) => question.name);

const list = async (query: string) => {
  const response = await app.inject({
    url: `/api/admin/free-questions?${query}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminFreeQuestionsPageSchema.parse(response.json());
};

let questionIds: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
  first = await onlineAstrologer(app, 20, 'Acharya First Desk');
  second = await onlineAstrologer(app, 20, 'Acharya Second Desk');
  admin = first.adminToken;
  questionIds = {};
  for (const name of ['Meenakshi One', 'Meenakshi Two', 'Meenakshi Three']) {
    const user = await signUpUser(
      app,
      `desk-${name.split(' ')[1]?.toLowerCase()}-${Date.now()}@example.in`,
    );
    const asked = await ask(user.token, name);
    expect(asked.statusCode, asked.body).toBe(201);
    questionIds[name] = asked.json().id;
  }
});

describe('the administrators’ desk of free questions', () => {
  it('lists the waiting questions oldest first, with the asker’s e-mail and language', async () => {
    const page = await list('status=waiting');
    expect(page.questions.map((question) => question.name)).toEqual([
      'Meenakshi One',
      'Meenakshi Two',
      'Meenakshi Three',
    ]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    expect(page.questions[0]).toMatchObject({
      askerEmail: expect.stringMatching(/^desk-one-\d+@example\.in$/),
      language: 'en',
      assignedTo: null,
      draftAnswer: null,
      birthPlace: 'Madurai, Tamil Nadu, India',
    });
    expect((await list('status=answered')).total).toBe(0);
    const bad = await app.inject({
      url: '/api/admin/free-questions?status=lost',
      headers: bearer(admin),
    });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'status']);
  });

  it('routes a question to one astrologer’s desk: the other no longer sees it, nor may answer it', async () => {
    const id = questionIds['Meenakshi One'] ?? '';
    const assigned = await app.inject({
      method: 'PUT',
      url: `/api/admin/free-questions/${id}/assignment`,
      headers: bearer(admin),
      payload: { astrologerId: first.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(AdminFreeQuestionSchema.parse(assigned.json()).assignedTo).toEqual({
      id: first.id,
      name: 'Acharya First Desk',
    });
    expect(await desk(first.token)).toContain('Meenakshi One');
    expect(await desk(second.token)).not.toContain('Meenakshi One');
    expect(await desk(second.token)).toContain('Meenakshi Two');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/astrologer/free-questions/${id}/answer`,
      headers: bearer(second.token),
      payload: { answer: 'Business improves from the new moon of November onwards, steadily.' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('free_question_assigned');

    const unknown = await app.inject({
      method: 'PUT',
      url: `/api/admin/free-questions/${id}/assignment`,
      headers: bearer(admin),
      payload: { astrologerId: crypto.randomUUID() },
    });
    expect([unknown.statusCode, unknown.json().field]).toEqual([404, 'astrologerId']);
    const user = await app.inject({
      method: 'PUT',
      url: `/api/admin/free-questions/${id}/assignment`,
      headers: bearer(first.token),
      payload: { astrologerId: null },
    });
    expect(user.statusCode).toBe(403);
  });

  it('keeps a draft the asker does not see, then publishes it once as the team’s, mailed', async () => {
    const id = questionIds['Meenakshi Two'] ?? '';
    const draft = 'Jupiter aspects your eleventh house from May 2026: trade grows after Diwali.';
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/free-questions/${id}/draft`,
      headers: bearer(admin),
      payload: { answer: draft },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminFreeQuestionSchema.parse(saved.json())).toMatchObject({
      draftAnswer: draft,
      answer: null,
    });
    const tooShort = await app.inject({
      method: 'PUT',
      url: `/api/admin/free-questions/${id}/draft`,
      headers: bearer(admin),
      payload: { answer: 'Soon.' },
    });
    expect([tooShort.statusCode, tooShort.json().field]).toEqual([400, 'answer']);

    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/admin/free-questions/${id}/publish`,
          headers: bearer(admin),
          payload: { answer: draft },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array(99).fill(409),
    ]);
    const published = AdminFreeQuestionSchema.parse(
      answers.find((answer) => answer.statusCode === 200)?.json(),
    );
    expect(published).toMatchObject({ answer: draft, draftAnswer: null, astrologerName: null });

    const waiting = await list('status=waiting');
    expect(waiting.questions.map((question) => question.name)).toEqual([
      'Meenakshi One',
      'Meenakshi Three',
    ]);
    const answered = await list('status=answered');
    expect(answered.questions.map((question) => question.name)).toEqual(['Meenakshi Two']);

    await settleJobs(app.db);
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'free-answer')
      .where('to_address', 'like', 'desk-two-%')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text_body).toContain('Jyotish has answered the question you asked');
    expect(mail[0]?.text_body).toContain(draft);

    const audit = AuditSearchSchema.parse(
      (
        await app.inject({
          url: '/api/admin/audit?action=free_question.publish',
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(audit.events).toHaveLength(1);
    expect(audit.events[0]).toMatchObject({ target: id, details: { answer: draft } });
    const drafts = AuditSearchSchema.parse(
      (
        await app.inject({
          url: '/api/admin/audit?action=free_question.draft',
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(drafts.events[0]?.details).toEqual({ before: null, after: draft });

    // An answered question can be neither routed nor drafted any more.
    for (const [url, payload] of [
      [`/api/admin/free-questions/${id}/assignment`, { astrologerId: first.id }],
      [`/api/admin/free-questions/${id}/draft`, { answer: draft }],
    ] as const) {
      const late = await app.inject({ method: 'PUT', url, headers: bearer(admin), payload });
      expect(late.statusCode).toBe(409);
      expect(late.json().reason).toBe('free_question_answered');
    }
  });

  it('shows the asker an answer of the team without an astrologer’s name', async () => {
    const id = questionIds['Meenakshi Two'] ?? '';
    const row = await app.db
      .selectFrom('free_question')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const session = await app.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: session.email, password: WALLET_TEST_PASSWORD },
    });
    const mine = MyFreeQuestionSchema.parse(
      (await app.inject({ url: '/api/free-question', headers: bearer(login.json().token) })).json(),
    );
    expect(mine.question).toMatchObject({ astrologerName: null });
    expect(mine.question?.answer).toContain('Jupiter aspects your eleventh house');
  });

  it('answers 404 for a question that does not exist', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: `/api/admin/free-questions/${crypto.randomUUID()}/publish`,
      headers: bearer(admin),
      payload: { answer: 'An answer long enough to pass the schema check.' },
    });
    expect([missing.statusCode, missing.json().reason]).toEqual([404, 'free_question_not_found']);
  });
});

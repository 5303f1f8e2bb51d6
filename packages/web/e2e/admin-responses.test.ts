import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './api-client.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = sharedBrowser();

const api = apiClient(baseUrl);

const ANSWER =
  'Jupiter enters your eleventh house in June 2026: the months after that favour a new job.';

describe('the free-question desk of administrators, in a real browser', () => {
  it('routes a question, keeps a draft, publishes it, and the asker reads it as the team’s', async () => {
    const email = `responses-${crypto.randomUUID()}@example.in`;
    const { token } = await api<{ token: string }>('/api/auth/signup', {
      body: { name: 'Lakshmi Narayanan', email, password: 'banyan-courtyard-9' },
    });
    await api('/api/free-question', {
      token,
      body: {
        question: 'When will I find a better job in Chennai?',
        name: 'Lakshmi Narayanan',
        birthDate: '1992-11-02',
        birthTime: '09:20',
        birthPlace: 'Chennai, Tamil Nadu, India',
        latitude: 13.0827,
        longitude: 80.2707,
      },
    });
    const { token: adminToken } = await api<{ token: string }>('/api/auth/login', {
      body: { email: admin.email, password: admin.password },
    });

    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript((value) => localStorage.setItem('token', value), adminToken);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${baseUrl}/admin/responses`);
    const card = page.getByTestId('admin-question').filter({ hasText: email });
    await card.waitFor();
    expect(await card.textContent()).toContain('When will I find a better job in Chennai?');

    const desk = card.getByLabel('Desk');
    const astrologer = await desk.locator('option').nth(1).textContent();
    await desk.selectOption({ label: astrologer ?? '' });
    await card.getByText('Routed.').waitFor();

    await card.getByLabel('Answer').fill(ANSWER);
    await card.getByRole('button', { name: 'Save draft' }).click();
    await card.getByText(/^Draft saved/).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-responses.png`, fullPage: true });
    // The asker does not see a draft.
    const before = await api<{ question: { answer: string | null } }>('/api/free-question', {
      token,
    });
    expect(before.question.answer).toBeNull();

    await card.getByRole('button', { name: 'Publish answer' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Answered' }).click();
    const answered = page.getByTestId('admin-question').filter({ hasText: email });
    await answered.getByText(ANSWER).waitFor();
    expect(await answered.textContent()).toContain('the Jyotish team');

    const reader = await context.browser()?.newContext();
    if (!reader) throw new Error('no browser');
    await reader.addInitScript((value) => localStorage.setItem('token', value), token);
    const asker = await reader.newPage();
    await asker.goto(`${baseUrl}/dashboard/reports`);
    await asker.getByTestId('free-answer').waitFor();
    expect(await asker.getByTestId('free-answer').textContent()).toBe(ANSWER);
    await asker.getByText('Answered by the Jyotish team').waitFor();
    await reader.close();

    const audit = await api<{ events: { action: string; target: string | null }[] }>(
      '/api/admin/audit?action=free_question.publish',
      { token: adminToken },
    );
    expect(audit.events.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

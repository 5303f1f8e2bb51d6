import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './api-client.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const api = apiClient(baseUrl);

/** A new account made through the API: its token and user. */
function signUpByApi(name: string, email: string) {
  return api<{ token: string; user: unknown }>('/api/auth/signup', {
    body: { name, email, password: PASSWORD },
  });
}

const PASSWORD = 'monsoon-peacock-2047';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
}

async function toast(page: Page) {
  const entry = page.getByTestId('toast').first();
  await entry.waitFor();
  return entry;
}

describe('accounts in a real browser', () => {
  it('signs up from a saved path, logs out, and signs in again back to that path', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const email = uniqueEmail('journey');

    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${baseUrl}/signup`);
    await page.getByLabel('Full name').fill('Asha Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.waitForURL(`${baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await page.getByTestId('account-menu').textContent()).toContain(email[0]?.toUpperCase());
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBeNull();
    await page.screenshot({ path: `${SCREENSHOT_DIR}profile.png`, fullPage: true });

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByTestId('form-error').textContent()).toBe('Invalid email or password');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    // The wrong password answered 401, which Chromium reports on the console; nothing else may.
    expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('signs in with the redirect query and keeps a saved birth profile', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const email = uniqueEmail('redirect');
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ravi', email, password: PASSWORD }),
    });
    expect(signup.status).toBe(201);

    await page.goto(`${baseUrl}/login?redirect=%2Fprofile`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/profile`);

    const form = page.getByTestId('birth-profile-form');
    await form.getByLabel('Full name').fill('Lakshmi Rao');
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Birth date').fill('1962-03-14');
    await form.getByLabel('Birth time').fill('05:45');
    // The same birth-place field as every form: a former name finds today's city.
    const place = form.getByRole('combobox', { name: 'Birth place' });
    await place.fill('Madras');
    await form
      .getByRole('option', { name: /Chennai, Tamil Nadu, India/ })
      .first()
      .waitFor();
    await place.press('ArrowDown');
    await place.press('Enter');
    await form.getByRole('button', { name: 'Save profile' }).click();
    const saved = page.getByTestId('birth-profiles');
    await saved.getByText('Lakshmi Rao').waitFor();
    expect(await saved.textContent()).toContain('1962-03-14 · 05:45 · Chennai, Tamil Nadu, India');
    await page.reload();
    await page.getByTestId('birth-profiles').getByText('Lakshmi Rao').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs up on /hindi in Hindi and asks for the welcome mail in Hindi', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/hindi/signup`);
    await page.getByLabel('पूरा नाम').fill('कविता');
    await page.getByLabel('ईमेल').fill(uniqueEmail('hindi'));
    await page.getByLabel('पासवर्ड').fill(PASSWORD);
    const request = page.waitForRequest('**/api/auth/signup');
    await page.getByRole('button', { name: 'साइन अप' }).click();
    expect((await request).postDataJSON()).toMatchObject({ name: 'कविता', language: 'hi' });
    await page.waitForURL(`${baseUrl}/hindi`);
    await page.getByTestId('account-menu').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  // Regression: the errors came one at a time, from the server, above the button.
  it('shows every wrong sign-up field at once under it, marked invalid, before sending', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/signup')) sent.push(request.url());
    });
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Email').fill('asha@');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const expected = {
      'signup-name': 'Name is required',
      'signup-email': 'Please enter a valid email address',
      'signup-password': 'Password must be at least 8 characters',
    };
    for (const [id, message] of Object.entries(expected)) {
      const input = page.locator(`#${id}`);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator(`#${id}-error`).textContent()).toBe(message);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-name');
    await page.screenshot({ path: `${SCREENSHOT_DIR}signup-field-errors.png` });
    expect(sent).toEqual([]);
    // Correcting a field clears its error at once; the others stay.
    await page.getByLabel('Full name').fill('Asha');
    await page.locator('#signup-name-error').waitFor({ state: 'detached' });
    expect(await page.locator('#signup-name').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByTestId('field-error').count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('translates a server error: a taken e-mail on /tamil/signup', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const email = uniqueEmail('taken');
    await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'First', email, password: PASSWORD }),
    });
    await page.goto(`${baseUrl}/tamil/signup`);
    await page.getByLabel('முழுப் பெயர்').fill('இரண்டாவது');
    await page.getByLabel('மின்னஞ்சல்').fill(email);
    await page.getByLabel('கடவுச்சொல்').fill(PASSWORD);
    await page.getByRole('button', { name: 'பதிவு செய்' }).click();
    const emailField = page.getByLabel('மின்னஞ்சல்');
    const error = page.locator('#signup-email-error');
    expect(await error.textContent()).toBe('இந்த மின்னஞ்சலுடன் ஏற்கனவே ஒரு கணக்கு உள்ளது');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await emailField.getAttribute('aria-describedby')).toContain('signup-email-error');
    expect(await page.getByTestId('form-error').count()).toBe(0);
    expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
    await context.close();
  });
});

describe('admin pages', () => {
  it('answer a signed-in user with "Admin access required", and so does the admin API', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const answer = await signUpByApi('Plain', uniqueEmail('plain'));
    await page.addInitScript((token) => localStorage.setItem('token', token), answer.token);
    await page.goto(`${baseUrl}/admin-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Admin access required' }).waitFor();
    const api = await fetch(`${baseUrl}/api/admin/users`, {
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(api.status).toBe(403);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The administrator the e2e server was started with, and a session token of theirs. */
async function signInAsAdmin(): Promise<{ admin: { email: string }; token: string }> {
  const admin = inject('admin');
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { admin, token };
}

/** Waits until the server has run its mail jobs: a request is answered before its mail is sent. */
async function mailsSent(token: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const pending = await Promise.all(
      ['queued', 'running', 'retrying'].map(async (state) => {
        const response = await fetch(`${baseUrl}/api/admin/jobs?kind=mail&state=${state}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { total: number }).total;
      }),
    );
    if (pending.every((count) => count === 0)) return;
    if (Date.now() > deadline) throw new Error('mail jobs still pending after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the admin dashboard', () => {
  it('shows the outbox with reset links redacted, and its own reading in the audit log, in Hindi', async () => {
    const { admin, token } = await signInAsAdmin();
    const email = uniqueEmail('forgetful');
    await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Forgetful', email, password: PASSWORD, language: 'hi' }),
    });
    const reset = await fetch(`${baseUrl}/api/auth/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(202);
    await mailsSent(token);

    const { page, context, problems } = await openWatchedPage(browser());
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/hindi/admin-dashboard`);
    const outbox = page.getByTestId('admin-outbox');
    await outbox.waitFor();
    const resetMail = outbox.locator('li', { hasText: email }).first();
    await resetMail.locator('summary').first().click();
    const body = await resetMail.locator('pre').first().textContent();
    expect(body).toContain('/hindi/reset-password?token=[redacted]');
    expect(body).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);

    const audit = page.getByTestId('admin-audit-log');
    await audit.waitFor();
    const entry = audit.locator('li', { hasText: 'ने ई-मेल आउटबॉक्स पढ़ा' }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain(admin.email);
    // The two mails were sent by background jobs, listed with their state in Hindi.
    await page.getByTestId('admin-jobs').locator('tr', { hasText: 'सफल' }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-dashboard-hi.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  // Regression: the server's 409 reason was toasted as 'Something went wrong'.
  it('says in Hindi why an administrator cannot disable their own account', async () => {
    const { admin, token } = await signInAsAdmin();
    const { page, context, problems } = await openWatchedPage(browser());
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/hindi/admin-dashboard`);
    const ownRow = page.getByTestId('admin-users').locator('tr', { hasText: admin.email });
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/admin/users/') && response.status() === 409,
    );
    // The server refuses; the administrator stays enabled for the other tests.
    await ownRow.getByRole('button', { name: 'निष्क्रिय करें' }).click();
    await refused;
    const entry = await toast(page);
    expect(await entry.getAttribute('data-variant')).toBe('destructive');
    expect(await entry.textContent()).toContain(
      'एडमिन स्वयं को निष्क्रिय नहीं कर सकते और न ही अपनी भूमिका घटा सकते हैं',
    );
    expect(await ownRow.textContent()).toContain('सक्रिय');
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-self-disable-hi.png` });
    expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
    await context.close();
  });
});

describe('the Google callback page', () => {
  it.each([
    ['?error=google_auth_failed', 'Google authentication failed. Please try again.'],
    ['?error=no_user', 'Authentication error: User data not found. Please try again.'],
    ['?error=access_denied', 'Authentication failed. Please try again.'],
    [
      '?token=a.b.c&auth=google&user=%7Bnot-json',
      'There was an issue processing the authentication. Please try again.',
    ],
  ])('shows %s as a destructive toast and cleans the URL', async (query, message) => {
    const { page, context, problems } = await openWatchedPage(browser());
    // In the tab that started the sign-in, as after a real one.
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => sessionStorage.setItem('google_sign_in', String(Date.now())));
    await page.goto(`${baseUrl}/auth-success${query}`);
    const entry = await toast(page);
    expect(await entry.getAttribute('data-variant')).toBe('destructive');
    expect(await entry.textContent()).toContain('Authentication Error');
    expect(await entry.textContent()).toContain(message);
    await page.waitForURL(`${baseUrl}/auth-success`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stores the session, welcomes the user and goes to the redirect after 500 ms', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const email = uniqueEmail('google');
    const answer = await signUpByApi('Google Person', email);
    const query = new URLSearchParams({
      token: answer.token,
      auth: 'google',
      user: JSON.stringify(answer.user),
      redirect: '/hindi/profile',
    });
    // This tab pressed "Continue with Google" (what the button notes before leaving).
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => sessionStorage.setItem('google_sign_in', String(Date.now())));
    await page.goto(`${baseUrl}/auth/success?${query}`);
    const entry = await toast(page);
    expect(await entry.textContent()).toContain('Welcome!');
    await page.waitForURL(`${baseUrl}/hindi/profile`);
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(answer.token);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs nobody in from a link in a tab that started no Google sign-in, and never leaves the site', async () => {
    const answer = await signUpByApi('Sender', uniqueEmail('csrf'));
    const query = new URLSearchParams({
      token: answer.token,
      auth: 'google',
      user: JSON.stringify(answer.user),
      redirect: 'https://evil.example/',
    });
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/auth-success?${query}`);
    const entry = await toast(page);
    expect(await entry.getAttribute('data-variant')).toBe('destructive');
    expect(await entry.textContent()).toContain('Authentication failed. Please try again.');
    await page.waitForURL(`${baseUrl}/auth-success`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Even in a tab that did start one, a target off this site is not followed.
    await page.evaluate(() => sessionStorage.setItem('google_sign_in', String(Date.now())));
    await page.goto(`${baseUrl}/auth-success?${query}`);
    expect(await (await toast(page)).textContent()).toContain('Welcome!');
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(`${baseUrl}/auth-success`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

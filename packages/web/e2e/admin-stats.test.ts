import type { AdminStats } from '@jyotish/contract';
import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './api-client.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = sharedBrowser();

const api = apiClient(baseUrl);

const signIn = async () =>
  (
    await api<{ token: string }>('/api/auth/login', {
      body: { email: admin.email, password: admin.password },
    })
  ).token;

describe('the business figures on the admin dashboard', () => {
  it('show the week’s figures from our data, the charts, and 30 days on a click', async () => {
    const token = await signIn();
    // One more sign-up and a recharge credited today, then the figures as the API counts them.
    const { user } = await api<{ user: { id: string } }>('/api/auth/signup', {
      body: {
        name: 'Meera Iyer',
        email: `stats-${crypto.randomUUID()}@example.in`,
        password: 'tamarind-verandah-2033',
      },
    });
    await api(`/api/admin/wallets/${user.id}/adjustments`, {
      token,
      body: { amount: 20_000, reason: 'Browser test of the business figures' },
    });
    const { page, context, problems } = await openWatchedPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/admin-dashboard`);
    const stats = page.getByTestId('business-stats');
    await stats.getByTestId('business-stats-range').waitFor();
    const range = await stats.getByTestId('business-stats-range').textContent();
    const [from, to] = range?.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    const week = await api<AdminStats>(`/api/admin/stats?from=${from}&to=${to}`, { token });
    expect(week.days).toHaveLength(7);
    expect(week.totals.signups).toBeGreaterThanOrEqual(1);
    const signups = stats.getByTestId('stat-signups');
    await expect
      .poll(() => signups.locator('dd').first().textContent())
      .toBe(week.totals.signups.toLocaleString('en-IN'));
    // Every chart drew its days.
    for (const chart of ['money', 'people', 'chats']) {
      await stats.getByTestId(`stats-chart-${chart}`).getByRole('application').waitFor();
    }
    // Three lines of money, each with a dot on every one of the seven days.
    const money = stats.getByTestId('stats-chart-money');
    expect(await money.locator('.recharts-line').count()).toBe(3);
    expect(await money.locator('.recharts-line-dots circle').count()).toBe(21);
    expect(scripts.some((url) => url.includes('stats-charts'))).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-stats-week.png`, fullPage: false });

    await stats.getByRole('button', { name: 'Last 30 days' }).click();
    await expect
      .poll(() => stats.getByTestId('business-stats-range').textContent())
      .not.toBe(range);
    const [monthFrom, monthTo] =
      (await stats.getByTestId('business-stats-range').textContent())?.match(
        /\d{4}-\d{2}-\d{2}/g,
      ) ?? [];
    const month = await api<AdminStats>(`/api/admin/stats?from=${monthFrom}&to=${monthTo}`, {
      token,
    });
    expect(month.days).toHaveLength(30);
    await expect
      .poll(() => stats.getByTestId('stat-activeUsers').locator('dd').first().textContent())
      .toBe(month.totals.activeUsers.toLocaleString('en-IN'));
    // The journey funnel counts what our own events say for the same range.
    for (const [stage, value] of Object.entries(month.funnel)) {
      await expect
        .poll(() => stats.getByTestId(`funnel-${stage}`).textContent())
        .toContain(value.toLocaleString('en-IN'));
    }
    expect(month.funnel.awareness).toBeGreaterThan(0);
    await stats.getByTestId('stats-chart-people').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-stats-month.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keep the chart library out of visitors’ pages', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', '/kundli', '/blog']) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main').first().waitFor();
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /stats-charts|recharts/.test(url))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('open a user’s wallet from the accounts table, credit it, and read the line', async () => {
    const email = `wallet-dialog-${crypto.randomUUID()}@example.in`;
    const { token: userToken } = await api<{ token: string }>('/api/auth/signup', {
      body: { name: 'Arjun Rao', email, password: 'tamarind-verandah-2033' },
    });
    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript((value) => localStorage.setItem('token', value), await signIn());
    await page.goto(`${baseUrl}/admin-dashboard`);
    const users = page.getByTestId('admin-users');
    await users.getByRole('searchbox').fill(email);
    await users.getByRole('button', { name: `Wallet of ${email}` }).click();
    const dialog = page.getByTestId('user-wallet-dialog');
    await dialog.getByText('₹0.00').waitFor();
    await dialog.getByLabel('Amount (₹, − to debit)').fill('25');
    await dialog.getByLabel('Reason (shown in the audit log)').fill('Sorry for the dropped chat');
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await dialog.getByText('₹25.00').first().waitFor();
    await dialog.getByText('Sorry for the dropped chat').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-user-wallet.png` });
    // A debit beyond the balance is refused in words, and moves nothing.
    await dialog.getByLabel('Amount (₹, − to debit)').fill('-30');
    await dialog.getByLabel('Reason (shown in the audit log)').fill('Correction');
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await dialog.getByRole('alert').waitFor();
    const wallet = await api<{ balance: number }>('/api/wallet', { token: userToken });
    expect(wallet.balance).toBe(2_500);
    expect(problems.filter((problem) => !problem.includes('409'))).toEqual([]);
    await context.close();
  });

  it('suspend an astrologer from the site and approve them again, with a new rate', async () => {
    const token = await signIn();
    const created = await api<{ id: string; slug: string }>('/api/admin/astrologers', {
      token,
      body: {
        name: `Acharya Listing ${Date.now()}`,
        email: `listing-${crypto.randomUUID()}@example.in`,
        password: 'tamarind-verandah-2033',
        ratePerMinute: 22,
        specialties: ['vedic'],
        languages: ['hi'],
        experienceYears: 9,
        bio: 'Listing test',
      },
    });
    const onSite = async () =>
      (await api<{ id: string }[]>('/api/astrologers')).some((a) => a.id === created.id);
    expect(await onSite()).toBe(true);
    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/admin-dashboard`);
    const row = page.getByTestId(`admin-astrologer-${created.slug}`);
    await row.getByLabel('Listed on the site').uncheck();
    await row.getByLabel('Rate per minute (₹)').fill('25');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await row.getByText('Suspended: not shown on the site').waitFor();
    await row.getByText('₹25/min').waitFor();
    expect(await onSite()).toBe(false);
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-astrologer-suspended.png` });
    await row.getByLabel('Listed on the site').check();
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await row.getByText('Suspended: not shown on the site').waitFor({ state: 'detached' });
    expect(await onSite()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './api-client.js';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = sharedBrowser();

const api = apiClient(baseUrl);

/** A new user with ₹500 in the wallet, credited by the administrator. */
async function userWithFiveHundredRupees(email = `reports-${crypto.randomUUID()}@example.in`) {
  const { token, user } = await api<{ token: string; user: { id: string } }>('/api/auth/signup', {
    body: {
      name: 'Asha Verma',
      email,
      password: 'neem-courtyard-2032',
    },
  });
  const { token: adminToken } = await api<{ token: string }>('/api/auth/login', {
    body: { email: admin.email, password: admin.password },
  });
  await api(`/api/admin/wallets/${user.id}/adjustments`, {
    token: adminToken,
    body: { amount: 50_000, reason: 'Browser test of the premium reports' },
  });
  return token;
}

/** Asha Verma, born in New Delhi on 15 August 1990 at 10:30: lagna Virgo, Moon in Taurus. */
const BIRTH_QUERY =
  'name=Asha+Verma&date=1990-08-15&time=10%3A30&location=New+Delhi%2C+India&gender=female&latitude=28.6139&longitude=77.209';

describe('premium reports in a real browser', () => {
  it('buys the life report in Hindi, reads its 82 sections, downloads the PDF and finds it in the dashboard', async () => {
    const token = await userWithFiveHundredRupees();
    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript((value) => localStorage.setItem('token', value), token);

    await page.goto(`${baseUrl}/hindi/reports/life?${BIRTH_QUERY}`);
    const order = page.getByTestId('report-order');
    await order.waitFor();
    expect(await page.getByTestId('report-language').inputValue()).toBe('hi');
    expect(await page.getByTestId('report-order-price').textContent()).toContain('499');
    await page.screenshot({ path: `${SCREENSHOT_DIR}report-order-hindi.png`, fullPage: true });
    // A double click buys once: the page sends one order, the key makes the server sure of it.
    await page.getByTestId('report-buy').dblclick();

    await page.waitForURL(/\/reports\/super-horoscope\/results\/[0-9a-f-]{36}/);
    const download = page.getByTestId('report-download');
    await download.waitFor({ timeout: 30_000 });
    const document = page.getByTestId('report-document');
    await document.waitFor();
    expect(await document.locator('[data-testid^="report-section-"]').count()).toBe(82);
    const lagna = (await page.getByTestId('report-section-lagna').textContent()) ?? '';
    expect(lagna.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(100);
    expect(await page.getByTestId('report-chart').first().locator('svg').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}report-life-hindi.png` });

    const [pdf] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const bytes = await readFile((await pdf.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(200_000);

    const { reports } = await api<{ reports: { id: string; price: number }[] }>('/api/reports', {
      token,
    });
    expect(reports).toHaveLength(1);
    const balance = await api<{ balance: number }>('/api/wallet', { token });
    expect(balance.balance).toBe(50_000 - (reports[0]?.price ?? 0));

    await page.goto(`${baseUrl}/hindi/dashboard`);
    const mine = page.getByTestId(`my-report-${reports[0]?.id}`);
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Asha Verma');
    await page.screenshot({ path: `${SCREENSHOT_DIR}report-dashboard-hindi.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows visitors every report with its price and a free sample PDF', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/premium-report`);
    const catalog = page.getByTestId('report-catalog');
    await catalog.waitFor();
    for (const type of ['life', 'yearly', 'career', 'marriage', 'child', 'super-horoscope']) {
      await page.getByTestId(`report-card-${type}`).waitFor();
    }
    await page.getByTestId('report-price').first().waitFor();
    expect(await page.getByTestId('yearly-order').textContent()).toContain('₹499');
    const sample = await page.getByTestId('report-sample-life').first().getAttribute('href');
    const response = await fetch(`${baseUrl}${sample}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    await page.screenshot({ path: `${SCREENSHOT_DIR}report-catalog.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the administrator change a price in the settings, which the catalogue shows at once and the audit log records', async () => {
    const { token: adminToken } = await api<{ token: string }>('/api/auth/login', {
      body: { email: admin.email, password: admin.password },
    });
    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript((value) => localStorage.setItem('token', value), adminToken);
    await page.goto(`${baseUrl}/admin/settings`);
    const form = page.getByTestId('admin-report-prices');
    const child = form.getByLabel('Child Report price (₹)');
    await child.waitFor();
    expect(await child.inputValue()).toBe('499');
    await child.fill('349');
    await form.getByRole('button', { name: 'Save prices' }).click();
    await form.getByText('Prices saved.').waitFor();
    await page.getByTestId('settings-version').getByText(admin.email).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}report-prices-admin.png`, fullPage: true });
    const { reports } = await api<{ reports: { type: string; price: number }[] }>(
      '/api/reports/catalog',
    );
    expect(reports.find((report) => report.type === 'child')?.price).toBe(34_900);
    await child.fill('499');
    await form.getByRole('button', { name: 'Save prices' }).click();
    await expect
      .poll(async () => {
        const catalog = await api<{ reports: { type: string; price: number }[] }>(
          '/api/reports/catalog',
        );
        return catalog.reports.find((report) => report.type === 'child')?.price;
      })
      .toBe(49_900);
    // Both changes are versions of the settings and entries of the audit log, before and after.
    const audit = await api<{ events: { details: { after: unknown; before: unknown } }[] }>(
      '/api/admin/audit?action=settings.update',
      { token: adminToken },
    );
    expect(audit.events.slice(0, 2).map((event) => event.details)).toMatchObject([
      {
        before: { reports: { prices: { child: 34_900 } } },
        after: { reports: { prices: { child: 49_900 } } },
      },
      {
        before: { reports: { prices: { child: 49_900 } } },
        after: { reports: { prices: { child: 34_900 } } },
      },
    ]);
    await page.getByTestId('settings-versions').getByText('report prices').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the administrator find a report by its buyer and refund it once, with a reason', async () => {
    const email = `refund-report-${crypto.randomUUID()}@example.in`;
    const token = await userWithFiveHundredRupees(email);
    const bought = await fetch(`${baseUrl}/api/reports`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        type: 'career',
        lang: 'en',
        birth: {
          name: 'Asha Verma',
          gender: 'female',
          birthDate: '1990-08-15',
          birthTime: '10:30',
          latitude: 28.6139,
          longitude: 77.209,
        },
      }),
    });
    expect(bought.status).toBe(201);
    expect((await api<{ balance: number }>('/api/wallet', { token })).balance).toBe(
      50_000 - 49_900,
    );

    const { token: adminToken } = await api<{ token: string }>('/api/auth/login', {
      body: { email: admin.email, password: admin.password },
    });
    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript((value) => localStorage.setItem('token', value), adminToken);
    await page.goto(`${baseUrl}/admin-dashboard`);
    const section = page.getByTestId('admin-reports');
    await section.getByLabel('Buyer’s e-mail').fill(email);
    await section.getByRole('button', { name: 'Filter' }).click();
    const row = section.getByTestId('admin-report').filter({ hasText: email });
    await row.getByText('Career Report').waitFor();
    await row.getByRole('button', { name: 'Refund' }).click();
    await section.getByLabel('Reason for the refund').fill('Asked for the marriage report instead');
    await section.getByRole('button', { name: 'Refund ₹499.00 to the wallet' }).click();
    await row.getByText('Refunded').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-reports.png` });
    expect((await api<{ balance: number }>('/api/wallet', { token })).balance).toBe(50_000);
    const audit = await api<{ events: { details: { reason?: string } }[] }>(
      '/api/admin/audit?action=report.refund',
      { token: adminToken },
    );
    expect(audit.events.map((event) => event.details.reason)).toContain(
      'Asked for the marriage report instead',
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

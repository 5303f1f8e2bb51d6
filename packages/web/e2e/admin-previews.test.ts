import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = sharedBrowser();

const adminToken = async () => {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  return ((await response.json()) as { token: string }).token;
};

describe('the administrators’ preview and test pages', () => {
  it('show the reference chart, the engine, the report builder and the names, to admins only', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript(
      (value) => localStorage.setItem('token', value),
      await adminToken(),
    );

    // The East Indian chart of the reference birth, without typing one.
    await page.goto(`${baseUrl}/test-east-indian-chart`);
    await page.waitForURL(/date=1990-08-15/);
    await page.getByTestId('kundli-name').waitFor();
    expect(await page.getByTestId('kundli-name').textContent()).toContain('Asha Verma');
    await page.locator('[data-testid="planets-table"], table').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}test-east-indian-chart.png`, fullPage: true });

    // The three styles together on /test-jyotishyam.
    await page.goto(`${baseUrl}/test-jyotishyam`);
    await page.waitForURL(/date=1990-08-15/);
    await page.getByTestId('kundli-name').waitFor();

    // The KP chart of the reference birth: Virgo rising, the ascendant's lords as the API says.
    await page.goto(`${baseUrl}/kp-test`);
    await page.waitForURL(/date=1990-08-15/);
    const cusps = page.getByTestId('kp-cusps');
    await cusps.locator('tbody tr').first().waitFor();
    expect(await cusps.locator('tbody tr').count()).toBe(12);
    const kp = (await (
      await fetch(`${baseUrl}/api/kundli/kp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          birthDate: '1990-08-15',
          birthTime: '10:30',
          latitude: 28.6139,
          longitude: 77.209,
        }),
      })
    ).json()) as { cusps: { signDegreeText: string; subNumber: number }[] };
    const first = cusps.locator('tbody tr').first();
    expect(await first.textContent()).toContain(kp.cusps[0]?.signDegreeText ?? '?');
    expect(await first.textContent()).toContain('Virgo');
    expect(await page.getByTestId('kp-planets').locator('tbody tr').count()).toBe(9);
    await page.screenshot({ path: `${SCREENSHOT_DIR}kp-test.png`, fullPage: true });

    await page.goto(`${baseUrl}/test-daemon-kundli`);
    const health = page.getByTestId('engine-health');
    await health.getByText('Busy threads').waitFor();
    await page.getByRole('button', { name: 'Compute it now' }).click();
    const timing = page.getByTestId('kundli-timing');
    await timing.waitFor();
    // Asha Verma's lagna is Virgo.
    expect(await timing.textContent()).toMatch(/^Answered in \d+ ms; ascendant Virgo\.$/);

    await page.goto(`${baseUrl}/test-daemon-premium`);
    const sample = page.getByTestId('report-sample-link');
    await sample.waitFor();
    const pdf = await fetch(`${baseUrl}${await sample.getAttribute('href')}`);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    await page.getByTestId('admin-reports').waitFor();

    await page.goto(`${baseUrl}/executive-dashboard-preview`);
    await page.getByTestId('business-stats').waitFor();

    await page.goto(`${baseUrl}/phase3-test`);
    const names = page.getByTestId('names-table');
    await names.getByText('सूर्य').waitFor();
    await page.getByRole('button', { name: 'Nakshatras' }).click();
    await expect.poll(() => names.locator('tbody tr').count()).toBe(27);
    await names.getByText('அஸ்வினி').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}phase3-test.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();

    // A visitor is sent to sign in.
    const visitor = await openWatchedPage(browser());
    await visitor.page.goto(`${baseUrl}/test-daemon-premium`);
    await visitor.page.waitForURL(/\/login/);
    await visitor.context.close();
  });
});

import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = sharedBrowser();
/** The user of the first test, whose payment the administrator refunds in the second. */
let payer = '';

const PASSWORD = 'saffron-monsoon-2031';

describe('the wallet in a real browser', () => {
  it('signs up, recharges ₹500 through the sandbox, sees ₹500.00 and the GST receipt', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    const email = `wallet-${crypto.randomUUID()}@example.in`;
    payer = email;

    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Full name').fill('Kavya Nair');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByTestId('account-menu').waitFor();
    expect(await page.getByTestId('header-balance').textContent()).toBe('₹0.00');

    await page.goto(`${baseUrl}/wallet-recharge`);
    await page.getByRole('heading', { level: 1, name: 'Recharge Wallet' }).waitFor();
    const fiveHundred = page.getByTestId('package-inr-500');
    expect(await fiveHundred.textContent()).toContain('₹500 + ₹90 GST');
    await fiveHundred.click();
    await page.screenshot({ path: `${SCREENSHOT_DIR}wallet-recharge.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pay ₹590' }).click();

    await page.waitForURL(/\/checkout\?order=order_/);
    await page.getByTestId('order-summary').waitFor();
    expect(await page.getByTestId('order-summary').textContent()).toContain('₹590');
    await page.screenshot({ path: `${SCREENSHOT_DIR}wallet-checkout.png`, fullPage: true });
    await page.getByTestId('sandbox-pay').click();

    await page.waitForURL(/\/payment-success\?order=order_/);
    await page.getByTestId('payment-balance').waitFor();
    expect(await page.getByTestId('payment-credited').textContent()).toBe(
      '₹500 has been added to your wallet.',
    );
    expect(await page.getByTestId('payment-balance').textContent()).toBe(
      'Your balance is now ₹500.00.',
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-balance"]')?.textContent === '₹500.00',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}wallet-success.png`, fullPage: true });

    await page.getByRole('link', { name: 'View the GST receipt' }).click();
    await page.getByTestId('receipt-lines').waitFor();
    const receipt = await page.getByTestId('receipt-lines').textContent();
    expect(receipt).toContain('Taxable value₹500');
    expect(receipt).toContain('GST at 18%₹90');
    expect(receipt).toContain('Total paid₹590');
    expect(await page.getByTestId('receipt-page').textContent()).toContain(email);
    await page.screenshot({ path: `${SCREENSHOT_DIR}wallet-receipt.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to my wallet' }).click();
    await page.getByTestId('wallet-line').first().waitFor();
    expect(await page.getByTestId('wallet-balance').textContent()).toBe('₹500.00');
    const line = await page.getByTestId('wallet-line').first().textContent();
    expect(line).toContain('Recharge');
    expect(line).toContain('+₹500.00');
    await page.screenshot({ path: `${SCREENSHOT_DIR}wallet-dashboard.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the administrator find that payment and refund ₹50 of it to the wallet', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const { page, context, problems } = await openWatchedPage(browser());
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/admin-dashboard`);
    const payments = page.getByTestId('admin-payments');
    await payments.getByLabel('E-mail, payment id or receipt').fill(payer.toUpperCase());
    await payments.getByRole('button', { name: 'Filter' }).click();
    const row = payments.getByRole('row').filter({ hasText: payer });
    // The unfiltered list, shown first, holds the payer's payment too: wait for the filter's.
    await expect.poll(() => payments.locator('tbody tr').count()).toBe(1);
    await row.waitFor();
    expect(await row.textContent()).toContain('₹590.00');
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByTestId('refund-dialog');
    expect(await dialog.getByLabel('Amount (₹)').inputValue()).toBe('590');
    await dialog.getByLabel('Amount (₹)').fill('50');
    await dialog.getByLabel('Reason').fill('Goodwill for a late answer');
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-refund.png` });
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('payment-refunded').textContent()).toBe('₹50.00');
    await page.getByTestId('admin-audit-log').getByText('refunded a payment').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says what happened when the payment is declined, in Hindi on a Hindi page', async () => {
    const { page, context } = await openWatchedPage(browser());
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rohan',
        email: `declined-${crypto.randomUUID()}@example.in`,
        password: PASSWORD,
      }),
    });
    const { token } = (await signup.json()) as { token: string };
    await context.addInitScript((value) => localStorage.setItem('token', value), token);

    await page.goto(`${baseUrl}/hindi/wallet-recharge`);
    await page.getByTestId('package-inr-100').click();
    await page.getByLabel('प्रोमो कोड').fill('NOSUCHCODE');
    await page.getByTestId('recharge-pay').click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'यह प्रोमो कोड मौजूद नहीं है। कृपया जाँच लें।',
    );
    await page.getByLabel('प्रोमो कोड').fill('');
    await page.getByTestId('recharge-pay').click();
    await page.waitForURL(/\/hindi\/checkout\?order=order_/);
    await page.getByTestId('sandbox-decline').click();
    await page.waitForURL(/\/hindi\/payment-failure\?order=order_/);
    expect(await page.getByTestId('payment-failure-page').textContent()).toContain(
      'भुगतान पूरा नहीं हुआ और आपके वॉलेट से कुछ नहीं कटा।',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}wallet-failure-hi.png`, fullPage: true });
    await context.close();
  });
});

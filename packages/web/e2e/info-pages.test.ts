import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, SCREENSHOT_DIR, sharedBrowser } from './browser.js';
import { signInWithProfiles } from './signed-in-user.js';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = sharedBrowser();

describe('the information and legal pages in a real browser', () => {
  it('shows the privacy policy’s sections, the Hindi terms and an answer of the FAQ', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/privacy-policy`);
    await page.getByRole('heading', { level: 2, name: 'What we store' }).waitFor();
    expect(await page.getByTestId('info-page').locator('section').count()).toBeGreaterThan(4);
    await page.screenshot({ path: `${SCREENSHOT_DIR}privacy-policy.png`, fullPage: true });

    await page.goto(`${baseUrl}/hindi/terms-of-service`);
    await page.getByTestId('info-page').waitFor();
    const terms = (await page.getByTestId('info-page').textContent()) ?? '';
    expect(terms.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(500);

    await page.goto(`${baseUrl}/support`);
    const faq = page.getByTestId('support-faq');
    await faq.waitFor();
    await faq.locator('summary').first().click();
    expect(await faq.locator('details[open]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a message from the contact page after naming what is missing, in Tamil', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/tamil/contact`);
    await page.getByTestId('contact-submit').click();
    const form = page.getByTestId('contact-form');
    await form.locator('p.text-red-700').first().waitFor();
    expect(await form.locator('p.text-red-700').count()).toBe(3);
    expect(await form.locator('p.text-red-700').first().textContent()).toMatch(/[\u0B80-\u0BFF]/);
    const inputs = form.locator('input');
    await inputs.nth(0).fill('Meena Iyer');
    const email = `meena-${Date.now()}@example.in`;
    await inputs.nth(1).fill(email);
    await form.locator('textarea').fill('என் ஜாதகத்தில் லக்னம் பற்றி ஒரு கேள்வி உள்ளது.');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}contact-ta.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();

    // The administrator reads it on the dashboard, with a link to answer by mail.
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const desk = await openWatchedPage(browser());
    await desk.context.addInitScript((value) => localStorage.setItem('token', value), token);
    await desk.page.goto(`${baseUrl}/admin-dashboard`);
    const messages = desk.page.getByTestId('admin-contact-messages');
    const entry = messages.getByRole('listitem').filter({ hasText: email });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('என் ஜாதகத்தில் லக்னம் பற்றி ஒரு கேள்வி உள்ளது.');
    expect(await entry.getByRole('link', { name: email }).getAttribute('href')).toBe(
      `mailto:${email}`,
    );
    expect(desk.problems).toEqual([]);
    await desk.context.close();
  });

  it('deletes the signed-in account from the profile page with its password', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await signInWithProfiles(baseUrl, context, []);
    await page.goto(`${baseUrl}/profile`);
    const card = page.getByTestId('delete-account');
    await card.waitFor();
    await card.getByLabel('Your password').fill('banyan-courtyard-9');
    expect(await page.getByTestId('delete-account-submit').isDisabled()).toBe(true);
    await card.getByLabel('I understand that this cannot be undone').check();
    await page.screenshot({ path: `${SCREENSHOT_DIR}delete-account.png`, fullPage: true });
    await page.getByTestId('delete-account-submit').click();
    await page.waitForURL(`${baseUrl}/`);
    // The toast, not its screen-reader announcement (Radix writes the text twice a moment).
    await page.getByTestId('toast').getByText('Your account has been deleted.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the nakshatra pages in a real browser', () => {
  it('shows Rohini with its padas, then Purva Phalguni in Tamil from the list', async () => {
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/nakshatras/rohini`);
    await page.getByTestId('nakshatra-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rohini Nakshatra');
    expect(await page.getByTestId('nakshatra-lord').textContent()).toBe('Moon');
    expect(await page.getByTestId('nakshatra-padas').textContent()).toContain('Va');
    await page.screenshot({ path: `${SCREENSHOT_DIR}nakshatra-rohini.png`, fullPage: true });
    await page.goto(`${baseUrl}/tamil/nakshatras/rohini`);
    await page.getByTestId('nakshatra-page').waitFor();
    await page.getByRole('link', { name: 'பூரம்' }).click();
    await page.waitForURL(`${baseUrl}/tamil/nakshatras/purva-phalguni`);
    await page.getByTestId('nakshatra-lord').getByText('சுக்கிரன்').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { isLandedPage, LANGUAGES, type Language, resolvePage } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { renderPasswordResetMail, renderWelcomeMail } from './mail-templates.js';

/** Words for the capabilities that have not landed yet: panchang, horoscopes, astrologers, reports. */
const PENDING_WORDS: Record<Language, RegExp> = {
  en: /panchang|horoscope|astrologer|consultation|report|muhurat/i,
  hi: /पंचांग|राशिफल|ज्योतिषी|परामर्श|रिपोर्ट|मुहूर्त/,
  ta: /பஞ்சாங்க|ராசி ?பலன்|ஜோதிடர்|ஆலோசனை|அறிக்கை|முகூர்த்த/,
  te: /పంచాంగ|రాశి ఫల|జ్యోతిష్కు|జ్యోతిష్యు|సంప్రదింపు|నివేదిక|ముహూర్త/,
};

/** The word for kundli in each language, which the welcome mail must name. */
const KUNDLI_WORD: Record<Language, RegExp> = {
  en: /kundli/,
  hi: /कुंडली/,
  ta: /ஜாதக/,
  te: /జాతక/,
};

const publicUrl = 'https://jyotish.test';

function linksIn(text: string): string[] {
  return [...text.matchAll(/https:\/\/jyotish\.test(\/[^\s?]*)/g)].map((match) => match[1] ?? '/');
}

describe.each(LANGUAGES)('account mails in %s', (language) => {
  it('welcome the user with what works today, and promise no page still being prepared', () => {
    const mail = renderWelcomeMail(language, 'Kavya', publicUrl);
    expect(mail.text).toMatch(KUNDLI_WORD[language]);
    expect(mail.text).not.toMatch(PENDING_WORDS[language]);
    expect(mail.html).not.toMatch(PENDING_WORDS[language]);
    const links = linksIn(mail.text);
    expect(links.length).toBeGreaterThan(0);
    for (const path of links) {
      const page = resolvePage(path).page;
      expect(page && isLandedPage(page.key), path).toBe(true);
    }
  });

  it('link the password reset to a page that exists', () => {
    const mail = renderPasswordResetMail(language, 'abc', publicUrl);
    expect(mail.text).not.toMatch(PENDING_WORDS[language]);
    for (const path of linksIn(mail.text)) {
      const page = resolvePage(path).page;
      expect(page && isLandedPage(page.key), path).toBe(true);
    }
  });
});

describe('the password-reset mail', () => {
  it('says in each language, in full, how long its link works', () => {
    const link = 'https://jyotish.test/reset-password?token=abc';
    expect(renderPasswordResetMail('en', 'abc', publicUrl)).toMatchObject({
      subject: 'Reset your Jyotish password',
      text: `Someone asked to reset the password of your Jyotish account. The link below works once, for 30 minutes.\n\nChoose a new password: ${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    });
    expect(renderPasswordResetMail('hi', 'abc', publicUrl).text).toContain(
      'नीचे दिया गया लिंक केवल एक बार, 30 मिनट तक काम करेगा।',
    );
    expect(renderPasswordResetMail('ta', 'abc', publicUrl).text).toContain(
      'ஒரு முறை மட்டும், 30 நிமிடங்களுக்குச் செயல்படும்.',
    );
    expect(renderPasswordResetMail('te', 'abc', publicUrl).text).toContain(
      'ఒక్కసారి మాత్రమే, 30 నిమిషాల పాటు పనిచేస్తుంది.',
    );
  });
});

describe('the welcome mail', () => {
  const name = '<script>alert("x")</script> & Kavya';

  it('greets by name in each language', () => {
    expect(renderWelcomeMail('en', 'Kavya', publicUrl).text).toMatch(/^Namaste Kavya,\n\n/);
    expect(renderWelcomeMail('hi', 'Kavya', publicUrl).text).toMatch(/^नमस्ते Kavya,\n\n/);
    expect(renderWelcomeMail('ta', 'Kavya', publicUrl).text).toMatch(/^வணக்கம் Kavya,\n\n/);
    expect(renderWelcomeMail('te', 'Kavya', publicUrl).text).toMatch(/^నమస్తే Kavya,\n\n/);
  });

  it('escapes the name in the HTML body only', () => {
    const mail = renderWelcomeMail('en', name, publicUrl);
    expect(mail.html).toContain(
      '<p>Namaste &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Kavya,</p>',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.text.startsWith(`Namaste ${name},\n\n`)).toBe(true);
    expect(mail.subject).toBe('Welcome to Jyotish');
  });
});

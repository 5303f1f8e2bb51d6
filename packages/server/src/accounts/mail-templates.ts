import { type Language, localizePath } from '@jyotish/contract';
import { escapeHtml } from '../site/escape.js';
import { MAIL_TEXTS } from './mail-texts.js';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function layout(language: Language, paragraphs: readonly string[], cta: string, link: string) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${language}"><body style="font-family:sans-serif;color:#1f1633;max-width:560px;margin:auto">
<h1 style="color:#8B5CF6">Jyotish</h1>
${body}
<p><a href="${escapeHtml(link)}" style="background:#8B5CF6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>
</body></html>`;
}

/** The welcome mail of a new account, in the language the user signed up in. */
export function renderWelcomeMail(
  language: Language,
  name: string,
  publicUrl: string,
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const link = `${publicUrl}${localizePath('/', language)}`;
  const greeting = fill(texts.welcomeGreeting, { name });
  return {
    subject: texts.welcomeSubject,
    text: `${greeting}\n\n${texts.welcomeBody}\n\n${texts.welcomeCta}: ${link}\n`,
    html: layout(language, [greeting, texts.welcomeBody], texts.welcomeCta, link),
  };
}

/** The password-reset mail; `token` goes into the link to the reset page. */
export function renderPasswordResetMail(
  language: Language,
  token: string,
  publicUrl: string,
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const link = `${publicUrl}${localizePath('/reset-password', language)}?token=${encodeURIComponent(token)}`;
  return {
    subject: texts.resetSubject,
    text: `${texts.resetBody}\n\n${texts.resetCta}: ${link}\n\n${texts.resetIgnore}\n`,
    html: layout(language, [texts.resetBody, texts.resetIgnore], texts.resetCta, link),
  };
}

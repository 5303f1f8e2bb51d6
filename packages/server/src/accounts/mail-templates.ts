import { type Language, localizePath, PASSWORD_RESET_TTL_MINUTES } from '@jyotish/contract';
import type { ParseKeys } from 'i18next';
import { serverTexts } from '../i18n/server-i18n.js';
import { escapeHtml } from '../site/escape.js';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A paragraph of a mail: its key in the `mail` namespace and the values it names. */
type Paragraph = readonly [
  key: ParseKeys<'mail'>,
  values?: Readonly<Record<string, string | number>>,
];

interface MailParts {
  readonly subject: ParseKeys<'mail'>;
  readonly beforeLink: readonly Paragraph[];
  /** The text of the link: a line before the URL in the text body, a button in the HTML one. */
  readonly cta: ParseKeys<'mail'>;
  readonly link: string;
  readonly afterLink?: readonly Paragraph[];
}

/**
 * Renders a mail's subject, text body and HTML body in `language`. The plain-text body and
 * the subject get the values as they are (a name `A & B` stays `A & B`); the HTML body gets
 * them escaped by i18next, and the texts themselves hold no markup.
 */
function renderMail(language: Language, parts: MailParts): RenderedMail {
  const t = serverTexts(language, 'mail');
  const plain = ([key, values]: Paragraph) =>
    t(key, { ...values, interpolation: { escapeValue: false } });
  const html = ([key, values]: Paragraph) => `<p>${t(key, values)}</p>`;
  const after = parts.afterLink ?? [];
  const textParagraphs = [
    ...parts.beforeLink.map(plain),
    `${plain([parts.cta])}: ${parts.link}`,
    ...after.map(plain),
  ];
  return {
    subject: plain([parts.subject]),
    text: `${textParagraphs.join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="${language}"><body style="font-family:sans-serif;color:#1f1633;max-width:560px;margin:auto">
<h1 style="color:#8B5CF6">Jyotish</h1>
${parts.beforeLink.map(html).join('\n')}
<p><a href="${escapeHtml(parts.link)}" style="background:#8B5CF6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${t(parts.cta)}</a></p>
${after.map(html).join('\n')}
</body></html>`,
  };
}

/** The welcome mail of a new account, in the language the user signed up in. */
export function renderWelcomeMail(
  language: Language,
  name: string,
  publicUrl: string,
): RenderedMail {
  return renderMail(language, {
    subject: 'welcome.subject',
    beforeLink: [['welcome.greeting', { name }], ['welcome.body']],
    cta: 'welcome.cta',
    link: `${publicUrl}${localizePath('/', language)}`,
  });
}

/** The password-reset mail; `token` goes into the link to the reset page. */
export function renderPasswordResetMail(
  language: Language,
  token: string,
  publicUrl: string,
): RenderedMail {
  return renderMail(language, {
    subject: 'passwordReset.subject',
    beforeLink: [['passwordReset.body', { count: PASSWORD_RESET_TTL_MINUTES }]],
    cta: 'passwordReset.cta',
    link: `${publicUrl}${localizePath('/reset-password', language)}?token=${encodeURIComponent(token)}`,
    afterLink: [['passwordReset.ignore']],
  });
}

/**
 * The answer to a user's free question (SPEC §1), with the answer itself in the mail and a
 * link to "Your Answers" (`/dashboard/reports`).
 */
export function renderFreeAnswerMail(
  language: Language,
  values: { readonly name: string; readonly astrologer: string; readonly answer: string },
  publicUrl: string,
): RenderedMail {
  return renderMail(language, {
    subject: 'freeAnswer.subject',
    beforeLink: [
      ['freeAnswer.greeting', { name: values.name }],
      ['freeAnswer.body', { astrologer: values.astrologer }],
      ['freeAnswer.answer', { answer: values.answer }],
    ],
    cta: 'freeAnswer.cta',
    link: `${publicUrl}${localizePath('/dashboard/reports', language)}`,
  });
}

/**
 * A message from the contact page, to the team's address (`ADMIN_EMAIL`), with the sender's
 * address in the text so it can be answered, and a link to the dashboard that lists it.
 */
export function renderContactMail(
  language: Language,
  values: {
    readonly name: string;
    readonly email: string;
    readonly message: string;
    readonly language: string;
  },
  publicUrl: string,
): RenderedMail {
  return renderMail(language, {
    subject: 'contactMessage.subject',
    beforeLink: [
      ['contactMessage.from', values],
      ['contactMessage.message', { message: values.message }],
    ],
    cta: 'contactMessage.cta',
    link: `${publicUrl}/admin-dashboard`,
  });
}

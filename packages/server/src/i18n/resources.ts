import type { Language } from '@jyotish/contract';
import { mail as enMail } from './locales/en/mail.js';
import { mail as hiMail } from './locales/hi/mail.js';
import { mail as taMail } from './locales/ta/mail.js';
import { mail as teMail } from './locales/te/mail.js';

/**
 * The server's i18next namespaces, one file per language under `locales/<lang>/`: mails now,
 * horoscopes and reports next. TypeScript modules rather than JSON, like the web's locales:
 * the other languages are type-checked against English and the build needs no copy step.
 */
export const SERVER_NAMESPACES = ['mail'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** The English texts' shape, the source of the translation key types. */
export type EnglishServerResources = { readonly mail: typeof enMail };

export const SERVER_RESOURCES: Readonly<
  Record<Language, Readonly<Record<ServerNamespace, unknown>>>
> = {
  en: { mail: enMail },
  hi: { mail: hiMail },
  ta: { mail: taMail },
  te: { mail: teMail },
};

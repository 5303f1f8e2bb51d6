import type { Language } from '@jyotish/contract';
import { feeds as enFeeds } from './locales/en/feeds.js';
import { mail as enMail } from './locales/en/mail.js';
import { feeds as hiFeeds } from './locales/hi/feeds.js';
import { mail as hiMail } from './locales/hi/mail.js';
import { feeds as taFeeds } from './locales/ta/feeds.js';
import { mail as taMail } from './locales/ta/mail.js';
import { feeds as teFeeds } from './locales/te/feeds.js';
import { mail as teMail } from './locales/te/mail.js';

/**
 * The server's i18next namespaces, one file per language under `locales/<lang>/`: mails and
 * calendar feeds now, horoscopes and reports next. TypeScript modules rather than JSON, like the web's locales:
 * the other languages are type-checked against English and the build needs no copy step.
 */
export const SERVER_NAMESPACES = ['mail', 'feeds'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** The English texts' shape, the source of the translation key types. */
export type EnglishServerResources = {
  readonly mail: typeof enMail;
  readonly feeds: typeof enFeeds;
};

export const SERVER_RESOURCES: Readonly<
  Record<Language, Readonly<Record<ServerNamespace, unknown>>>
> = {
  en: { mail: enMail, feeds: enFeeds },
  hi: { mail: hiMail, feeds: hiFeeds },
  ta: { mail: taMail, feeds: taFeeds },
  te: { mail: teMail, feeds: teFeeds },
};

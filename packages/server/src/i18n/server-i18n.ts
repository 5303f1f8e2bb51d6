import { LANGUAGES, type Language } from '@jyotish/contract';
import i18next, { type TFunction } from 'i18next';
import { escapeHtml } from '../site/escape.js';
import {
  type EnglishServerResources,
  SERVER_NAMESPACES,
  SERVER_RESOURCES,
  type ServerNamespace,
} from './resources.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'mail';
    resources: EnglishServerResources;
  }
}

// One instance per process, never i18next's global one, loaded synchronously at import: every
// language is in memory (a few kB), so a mail renders without awaiting anything. Values are
// HTML-escaped by default with the site's own escape (i18next's also turns `/` into `&#x2F;`);
// a plain-text body asks for raw values.
const serverI18n = i18next.createInstance();
void serverI18n.init({
  resources: SERVER_RESOURCES as Record<Language, Record<ServerNamespace, object>>,
  lng: 'en',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'mail',
  initAsync: false,
  interpolation: { escape: escapeHtml },
});

/** `t` for one language and namespace of the server's texts; interpolated values are HTML-escaped. */
export function serverTexts<N extends ServerNamespace>(language: Language, namespace: N) {
  return serverI18n.getFixedT(language, namespace) as TFunction<N>;
}

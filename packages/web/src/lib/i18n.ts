import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@jyotish/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type englishResources, NAMESPACES, RESOURCES } from '../locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}

/**
 * A ready i18next instance in `language`. All texts are bundled, so initialisation is
 * synchronous and the first render is already translated.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

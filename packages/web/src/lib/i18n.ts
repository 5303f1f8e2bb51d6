import { LANGUAGES, type Language } from '@jyotish/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  type EnglishResources,
  type LanguageResources,
  loadLanguagePack,
  NAMESPACES,
} from '../locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}

/**
 * A ready i18next instance in `language` with that language's texts, already loaded: the
 * initialisation is synchronous and the first render is translated. Every key exists in every
 * language (`locales.test.ts`), so no fallback language is shipped.
 */
export function createI18n(language: Language, resources: LanguageResources): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [language]: resources },
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * Switches `instance` to `language`, loading its texts first when this page has not used
 * that language yet (an in-app navigation across languages, back and forward included).
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'common')) {
    const { resources } = await loadLanguagePack(language);
    for (const namespace of NAMESPACES) {
      instance.addResourceBundle(language, namespace, resources[namespace]);
    }
  }
  await instance.changeLanguage(language);
}

import { LANGUAGES, type Language } from '@jyotish/contract';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  type EnglishResources,
  type LanguageResources,
  loadTexts,
  type Namespace,
} from '../locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}

/**
 * For a namespace nobody loaded ahead of its use (one that only a lazily loaded part of a
 * screen reads): react-i18next suspends that part while this loads it. A namespace that fails
 * to load here shows its keys, so screens list what they read (`app/screens.ts`).
 */
const lateTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadTexts(language as Language, namespace as Namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * A ready i18next instance in `language` with the given namespaces of that language, already
 * loaded: the initialisation is synchronous and a first render with them is translated. More
 * namespaces come with `loadNamespaces`. Every key exists in every language
 * (`locales.test.ts`), so no fallback language is shipped.
 */
export function createI18n(language: Language, resources: LanguageResources = {}): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(lateTexts)
    .use(initReactI18next)
    .init({
      resources: { [language]: resources },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(resources),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}

/**
 * Adds the namespaces of `language` that `instance` lacks, once their texts are loaded; rejects
 * when one cannot be loaded (the caller shows the failure and can try again).
 */
export async function loadNamespaces(
  instance: i18n,
  language: Language,
  namespaces: readonly Namespace[],
): Promise<void> {
  const missing = namespaces.filter(
    (namespace) => !instance.hasResourceBundle(language, namespace),
  );
  const texts = await Promise.all(missing.map((namespace) => loadTexts(language, namespace)));
  missing.forEach((namespace, index) => {
    instance.addResourceBundle(language, namespace, texts[index]);
  });
}

/**
 * Switches `instance` to `language`, first loading every namespace the page has in its current
 * language (an in-app navigation across languages, back and forward included).
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  const current = instance.getDataByLanguage(instance.language) ?? {};
  await loadNamespaces(instance, language, Object.keys(current) as Namespace[]);
  await instance.changeLanguage(language);
}

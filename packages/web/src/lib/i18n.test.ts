import { describe, expect, it } from 'vitest';
import { resources as english } from '../locales/en';
import { resources as tamil } from '../locales/ta';
import { changeLanguage, createI18n, loadNamespaces } from './i18n';

describe('the app’s i18next instance', () => {
  it('starts with the namespaces it is given, translated at once', () => {
    const i18n = createI18n('en', { common: english.common });
    expect(i18n.language).toBe('en');
    expect(i18n.t('loading.page')).toBe(english.common.loading.page);
  });

  it('adds the namespaces it lacks, and refuses a language’s namespace it cannot load', async () => {
    const i18n = createI18n('ta');
    await loadNamespaces(i18n, 'ta', ['common', 'kundli']);
    expect(i18n.getResourceBundle('ta', 'kundli')).toEqual(tamil.kundli);
    await expect(loadNamespaces(i18n, 'ta', ['no-such-namespace' as 'common'])).rejects.toThrow();
  });

  it('loads a namespace nobody loaded ahead when it is asked for (react-i18next’s way)', async () => {
    const i18n = createI18n('ta');
    await i18n.loadNamespaces('tarot');
    expect(i18n.getResourceBundle('ta', 'tarot')).toEqual(tamil.tarot);
  });

  it('brings every namespace the page has into the new language before switching to it', async () => {
    const i18n = createI18n('en');
    await loadNamespaces(i18n, 'en', ['common', 'kundli']);
    await changeLanguage(i18n, 'ta');
    expect(i18n.language).toBe('ta');
    expect(i18n.getResourceBundle('ta', 'kundli')).toEqual(tamil.kundli);
    expect(i18n.t('loading.page')).toBe(tamil.common.loading.page);
  });
});

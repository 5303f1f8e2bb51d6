import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  initialLanguageRedirect,
  languageSwitchTarget,
  localizeHref,
  prefixLanguage,
  resolveLanguage,
} from './language-resolution';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('resolveLanguage', () => {
  it('takes the URL prefix first', () => {
    expect(
      resolveLanguage({ pathname: '/tamil/kundli', stored: 'hi', browserLanguages: ['te'] }),
    ).toBe('ta');
    expect(resolveLanguage({ pathname: '/hindi', stored: 'en', browserLanguages: [] })).toBe('hi');
  });

  it('then the stored choice, ignoring values that are no language', () => {
    expect(resolveLanguage({ pathname: '/', stored: 'te', browserLanguages: ['hi-IN'] })).toBe(
      'te',
    );
    expect(resolveLanguage({ pathname: '/', stored: 'fr', browserLanguages: ['hi-IN'] })).toBe(
      'hi',
    );
  });

  it('then the browser languages, else English', () => {
    expect(
      resolveLanguage({ pathname: '/', stored: null, browserLanguages: ['ta-IN', 'en'] }),
    ).toBe('ta');
    expect(
      resolveLanguage({ pathname: '/', stored: null, browserLanguages: ['fr-FR', 'de'] }),
    ).toBe('en');
    expect(resolveLanguage({ pathname: '/', stored: null, browserLanguages: [] })).toBe('en');
  });

  it('does not mistake a path that merely starts like a prefix for one', () => {
    expect(prefixLanguage('/hindi-kundli')).toBeNull();
  });

  it('shows a page named after a language in that language, whatever was stored', () => {
    expect(
      resolveLanguage({ pathname: '/hindi-kundli', stored: 'ta', browserLanguages: ['te'] }),
    ).toBe('hi');
    expect(
      resolveLanguage({ pathname: '/tamil/hindi-kundli', stored: null, browserLanguages: [] }),
    ).toBe('hi');
  });
});

describe('browserLanguage', () => {
  it('picks the first offered language in preference order', () => {
    expect(browserLanguage(['fr', 'te_IN', 'hi'])).toBe('te');
    expect(browserLanguage(['en-GB', 'hi'])).toBe('en');
    expect(browserLanguage(['HI-in'])).toBe('hi');
    expect(browserLanguage(['fr'])).toBeNull();
  });
});

describe('initialLanguageRedirect', () => {
  it('sends a first visit of / to the resolved language, keeping query and fragment', () => {
    expect(initialLanguageRedirect(url('/'), 'hi')).toBe('/hindi');
    expect(initialLanguageRedirect(url('/', '?ref=x', '#faq'), 'te')).toBe('/telugu?ref=x#faq');
  });

  it('leaves English and every other path alone', () => {
    expect(initialLanguageRedirect(url('/'), 'en')).toBeNull();
    expect(initialLanguageRedirect(url('/kundli'), 'hi')).toBeNull();
    expect(initialLanguageRedirect(url('/tamil'), 'ta')).toBeNull();
  });
});

describe('languageSwitchTarget', () => {
  it('is the same page under the new prefix, with query and fragment', () => {
    expect(languageSwitchTarget(url('/kundli', '?name=Asha', '#chart'), 'hi')).toBe(
      '/hindi/kundli?name=Asha#chart',
    );
    expect(languageSwitchTarget(url('/hindi/panchang'), 'ta')).toBe('/tamil/panchang');
    expect(languageSwitchTarget(url('/telugu'), 'en')).toBe('/');
    expect(languageSwitchTarget(url('/'), 'te')).toBe('/telugu');
  });
});

describe('localizeHref', () => {
  it('prefixes in-app paths in the page language', () => {
    expect(localizeHref('/kundli', 'hi')).toBe('/hindi/kundli');
    expect(localizeHref('/', 'ta')).toBe('/tamil');
    expect(localizeHref('/?tab=matching', 'te')).toBe('/telugu?tab=matching');
    expect(localizeHref('/daily-horoscope/aries#today', 'hi')).toBe(
      '/hindi/daily-horoscope/aries#today',
    );
    expect(localizeHref('/kundli', 'en')).toBe('/kundli');
  });

  it('never prefixes a page named after a language, which has one address', () => {
    expect(localizeHref('/hindi-kundli', 'ta')).toBe('/hindi-kundli');
    expect(localizeHref('/hindi-kundli?name=Asha', 'te')).toBe('/hindi-kundli?name=Asha');
  });

  it('leaves external, protocol-relative and already prefixed links alone', () => {
    expect(localizeHref('https://github.com/x', 'hi')).toBe('https://github.com/x');
    expect(localizeHref('//cdn.example/x', 'hi')).toBe('//cdn.example/x');
    expect(localizeHref('mailto:a@b.in', 'ta')).toBe('mailto:a@b.in');
    expect(localizeHref('/tamil/kundli', 'hi')).toBe('/tamil/kundli');
  });
});

import type { Language } from '@jyotish/contract';

/**
 * The error screen's words, kept here as well because this screen shows exactly when the
 * language chunk that holds them could not load; `locales.test.ts` keeps them equal to it.
 */
export const LOAD_FAILURE_TEXTS: Record<Language, { title: string; refresh: string }> = {
  en: { title: 'Something went wrong', refresh: 'Refresh Page' },
  hi: { title: 'कुछ गड़बड़ हो गई', refresh: 'पेज रीफ़्रेश करें' },
  ta: { title: 'ஏதோ தவறு நடந்துவிட்டது', refresh: 'பக்கத்தைப் புதுப்பி' },
  te: { title: 'ఏదో పొరపాటు జరిగింది', refresh: 'పేజీని రిఫ్రెష్ చేయండి' },
};

/**
 * Shows, without React or i18next, that the page could not start (its language chunk failed
 * to load, e.g. offline), with a button that reloads it.
 */
export function showLoadFailure(container: HTMLElement, language: Language): void {
  const texts = LOAD_FAILURE_TEXTS[language];
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'mx-auto max-w-md space-y-4 px-6 py-24 text-center';
  const title = document.createElement('p');
  title.className = 'text-xl font-semibold text-slate-900';
  title.textContent = texts.title;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white';
  button.textContent = texts.refresh;
  button.addEventListener('click', () => window.location.reload());
  box.append(title, button);
  container.replaceChildren(box);
}

import type { Language } from '@jyotish/contract';
import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { layout as enLayout } from './en/layout';
import { common as hiCommon } from './hi/common';
import { home as hiHome } from './hi/home';
import { layout as hiLayout } from './hi/layout';
import { common as taCommon } from './ta/common';
import { home as taHome } from './ta/home';
import { layout as taLayout } from './ta/layout';
import { common as teCommon } from './te/common';
import { home as teHome } from './te/home';
import { layout as teLayout } from './te/layout';

/** The i18next namespaces; each is one file per language under `src/locales/<lang>/`. */
export const NAMESPACES = ['common', 'layout', 'home'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** English resources, the source of the translation key types. */
export const englishResources = { common: enCommon, layout: enLayout, home: enHome };

/** All texts of the web app, bundled: four languages are small enough to ship at once. */
export const RESOURCES = {
  en: englishResources,
  hi: { common: hiCommon, layout: hiLayout, home: hiHome },
  ta: { common: taCommon, layout: taLayout, home: taHome },
  te: { common: teCommon, layout: teLayout, home: teHome },
} satisfies Record<Language, Record<Namespace, unknown>>;

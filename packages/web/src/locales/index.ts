import type { Language } from '@jyotish/contract';
import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { kundli as enKundli } from './en/kundli';
import { layout as enLayout } from './en/layout';
import { places as enPlaces } from './en/places';
import { auth as hiAuth } from './hi/auth';
import { common as hiCommon } from './hi/common';
import { home as hiHome } from './hi/home';
import { kundli as hiKundli } from './hi/kundli';
import { layout as hiLayout } from './hi/layout';
import { places as hiPlaces } from './hi/places';
import { auth as taAuth } from './ta/auth';
import { common as taCommon } from './ta/common';
import { home as taHome } from './ta/home';
import { kundli as taKundli } from './ta/kundli';
import { layout as taLayout } from './ta/layout';
import { places as taPlaces } from './ta/places';
import { auth as teAuth } from './te/auth';
import { common as teCommon } from './te/common';
import { home as teHome } from './te/home';
import { kundli as teKundli } from './te/kundli';
import { layout as teLayout } from './te/layout';
import { places as tePlaces } from './te/places';

/** The i18next namespaces; each is one file per language under `src/locales/<lang>/`. */
export const NAMESPACES = ['common', 'layout', 'home', 'places', 'auth', 'kundli'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** English resources, the source of the translation key types. */
export const englishResources = {
  common: enCommon,
  layout: enLayout,
  home: enHome,
  places: enPlaces,
  auth: enAuth,
  kundli: enKundli,
};

/** All texts of the web app, bundled: four languages are small enough to ship at once. */
export const RESOURCES = {
  en: englishResources,
  hi: {
    common: hiCommon,
    layout: hiLayout,
    home: hiHome,
    places: hiPlaces,
    auth: hiAuth,
    kundli: hiKundli,
  },
  ta: {
    common: taCommon,
    layout: taLayout,
    home: taHome,
    places: taPlaces,
    auth: taAuth,
    kundli: taKundli,
  },
  te: {
    common: teCommon,
    layout: teLayout,
    home: teHome,
    places: tePlaces,
    auth: teAuth,
    kundli: teKundli,
  },
} satisfies Record<Language, Record<Namespace, unknown>>;

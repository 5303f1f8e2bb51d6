import type { Language } from '@jyotish/contract';
import { auth as enAuth } from './en/auth';
import { calculators as enCalculators } from './en/calculators';
import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { kundli as enKundli } from './en/kundli';
import { layout as enLayout } from './en/layout';
import { matching as enMatching } from './en/matching';
import { places as enPlaces } from './en/places';
import { auth as hiAuth } from './hi/auth';
import { calculators as hiCalculators } from './hi/calculators';
import { common as hiCommon } from './hi/common';
import { home as hiHome } from './hi/home';
import { kundli as hiKundli } from './hi/kundli';
import { layout as hiLayout } from './hi/layout';
import { matching as hiMatching } from './hi/matching';
import { places as hiPlaces } from './hi/places';
import { auth as taAuth } from './ta/auth';
import { calculators as taCalculators } from './ta/calculators';
import { common as taCommon } from './ta/common';
import { home as taHome } from './ta/home';
import { kundli as taKundli } from './ta/kundli';
import { layout as taLayout } from './ta/layout';
import { matching as taMatching } from './ta/matching';
import { places as taPlaces } from './ta/places';
import { auth as teAuth } from './te/auth';
import { calculators as teCalculators } from './te/calculators';
import { common as teCommon } from './te/common';
import { home as teHome } from './te/home';
import { kundli as teKundli } from './te/kundli';
import { layout as teLayout } from './te/layout';
import { matching as teMatching } from './te/matching';
import { places as tePlaces } from './te/places';

/** The i18next namespaces; each is one file per language under `src/locales/<lang>/`. */
export const NAMESPACES = [
  'common',
  'layout',
  'home',
  'places',
  'auth',
  'kundli',
  'matching',
  'calculators',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** English resources, the source of the translation key types. */
export const englishResources = {
  common: enCommon,
  layout: enLayout,
  home: enHome,
  places: enPlaces,
  auth: enAuth,
  kundli: enKundli,
  matching: enMatching,
  calculators: enCalculators,
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
    matching: hiMatching,
    calculators: hiCalculators,
  },
  ta: {
    common: taCommon,
    layout: taLayout,
    home: taHome,
    places: taPlaces,
    auth: taAuth,
    kundli: taKundli,
    matching: taMatching,
    calculators: taCalculators,
  },
  te: {
    common: teCommon,
    layout: teLayout,
    home: teHome,
    places: tePlaces,
    auth: teAuth,
    kundli: teKundli,
    matching: teMatching,
    calculators: teCalculators,
  },
} satisfies Record<Language, Record<Namespace, unknown>>;

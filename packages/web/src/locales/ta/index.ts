import { auth } from './auth';
import { blog } from './blog';
import { calculators } from './calculators';
import { common } from './common';
import { consultations } from './consultations';
import { home } from './home';
import { homeSections } from './homeSections';
import { horoscopes } from './horoscopes';
import { info } from './info';
import { kundli } from './kundli';
import { layout } from './layout';
import { matching } from './matching';
import { palmistry } from './palmistry';
import { panchang } from './panchang';
import { places } from './places';
import { reports } from './reports';
import { search } from './search';
import { tarot } from './tarot';
import { tools } from './tools';
import { vastu } from './vastu';
import { wallet } from './wallet';

/**
 * Every text of the web app in this language, one entry per namespace: for the tests and the key
 * types. The app loads each namespace on its own (`loadTexts` in `../index.ts`).
 */
export const resources = {
  common,
  layout,
  home,
  homeSections,
  places,
  auth,
  kundli,
  matching,
  calculators,
  panchang,
  wallet,
  consultations,
  horoscopes,
  palmistry,
  vastu,
  tarot,
  tools,
  info,
  reports,
  blog,
  search,
};

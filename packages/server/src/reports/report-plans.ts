import { PLANET_IDS, type ReportType } from '@jyotish/contract';
import { LIFE_AREAS } from './phrases/report-phrases.js';
import * as birth from './sections/birth-sections.js';
import * as dasha from './sections/dasha-remedy-sections.js';
import { grahaSection, houseSection } from './sections/house-graha-sections.js';
import { lifeAreaSection } from './sections/life-area-sections.js';
import type { SectionBuilder } from './sections/section-kit.js';
import * as timing from './sections/timing-sections.js';
import * as varga from './sections/varga-sections.js';
import * as dosha from './sections/yoga-dosha-sections.js';

const HOUSES = Array.from({ length: 12 }, (_, index) => houseSection(index + 1));
const GRAHAS = PLANET_IDS.map(grahaSection);
const MAHADASHAS = PLANET_IDS.map(dasha.mahadashaSection);
const AREAS = LIFE_AREAS.map(lifeAreaSection);
const MONTHS = Array.from({ length: 12 }, (_, index) => timing.monthSection(index));

/**
 * The life report: 82 sections (SPEC §1) in the order a reader meets them: the chart, the
 * person, the houses and grahas, yogas and doshas, the dashas, remedies, the divisional
 * charts, the life areas, the years ahead.
 */
const LIFE: readonly SectionBuilder[] = [
  birth.birthDetails,
  birth.rasiChart,
  birth.positions,
  birth.lagna,
  birth.moonSign,
  birth.nakshatra,
  birth.lagnaLord,
  birth.atmakaraka,
  ...HOUSES,
  ...GRAHAS,
  birth.houseLords,
  birth.dignities,
  birth.aspects,
  birth.retrogradePlanets,
  birth.combustPlanets,
  dosha.yogas,
  dosha.mangalDosha,
  dosha.kaalSarpDosha,
  dosha.pitraDosha,
  dosha.sadeSati,
  dosha.doshaRemedies,
  dasha.dashaOverview,
  ...MAHADASHAS,
  dasha.currentDasha,
  dasha.gemstones,
  dasha.luckyNumbers,
  dasha.luckyColours,
  dasha.mantras,
  varga.navamsa,
  varga.dashamsa,
  varga.saptamsa,
  ...AREAS,
  timing.transitsNow,
  timing.jupiterTransit,
  timing.saturnTransit,
  timing.nodesTransit,
  timing.yearOverview,
  timing.dashaThisYear,
  timing.careerFields,
  timing.careerTiming,
  timing.spouseNature,
  timing.marriageTiming,
  timing.childrenOutlook,
  timing.childrenTiming,
  birth.nakshatraLords,
  timing.closing,
];

const YEARLY: readonly SectionBuilder[] = [
  birth.birthDetails,
  birth.rasiChart,
  timing.yearOverview,
  dasha.currentDasha,
  timing.dashaThisYear,
  timing.transitsNow,
  timing.jupiterTransit,
  timing.saturnTransit,
  timing.nodesTransit,
  dosha.sadeSati,
  ...MONTHS,
  dasha.mantras,
  timing.closing,
];

const CAREER: readonly SectionBuilder[] = [
  birth.birthDetails,
  birth.rasiChart,
  birth.lagna,
  HOUSES[9] as SectionBuilder,
  timing.careerFields,
  varga.dashamsa,
  lifeAreaSection('career'),
  lifeAreaSection('wealth'),
  lifeAreaSection('gains'),
  grahaSection('sun'),
  grahaSection('mercury'),
  grahaSection('saturn'),
  dosha.yogas,
  dasha.currentDasha,
  timing.careerTiming,
  dasha.gemstones,
  timing.closing,
];

const MARRIAGE: readonly SectionBuilder[] = [
  birth.birthDetails,
  birth.rasiChart,
  birth.moonSign,
  HOUSES[6] as SectionBuilder,
  timing.spouseNature,
  grahaSection('venus'),
  grahaSection('jupiter'),
  varga.navamsa,
  dosha.mangalDosha,
  lifeAreaSection('marriage'),
  timing.matching,
  dasha.currentDasha,
  timing.marriageTiming,
  dosha.doshaRemedies,
  timing.closing,
];

const CHILD: readonly SectionBuilder[] = [
  birth.birthDetails,
  birth.rasiChart,
  HOUSES[4] as SectionBuilder,
  timing.childrenOutlook,
  grahaSection('jupiter'),
  varga.saptamsa,
  lifeAreaSection('children'),
  dasha.currentDasha,
  timing.childrenTiming,
  dasha.mantras,
  timing.closing,
];

/** Everything: the life report with the year's months and the partner matching before its close. */
const SUPER: readonly SectionBuilder[] = [
  ...LIFE.slice(0, -1),
  ...MONTHS,
  timing.matching,
  timing.closing,
];

export const REPORT_PLANS: Readonly<Record<ReportType, readonly SectionBuilder[]>> = {
  life: LIFE,
  yearly: YEARLY,
  career: CAREER,
  marriage: MARRIAGE,
  child: CHILD,
  'super-horoscope': SUPER,
};

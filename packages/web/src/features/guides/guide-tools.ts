import type { PageKey } from '@jyotish/contract';

/** The guide pages and the tools and reports each leads to. */
export const GUIDE_TOOLS = {
  marriageAstrology: ['kundliMatching', 'reportMarriage', 'doshamDetector'],
  loveMarriageAstrology: ['loveCompatibility', 'kundliMatching', 'loveHoroscope'],
  careerBusinessAstrology: ['reportCareer', 'careerHoroscope', 'dashaCalculator'],
  healthMedicalAstrology: ['healthHoroscope', 'sadeSati', 'kundli'],
  wealthFinanceAstrology: ['reportLife', 'dashaCalculator', 'luckyNumbers'],
  spiritualGrowthAstrology: ['nakshatraFinder', 'panchang', 'hinduFestivals'],
  childrenProgenyAstrology: ['reportChild', 'babyNaming', 'kundli'],
  remedies: ['gemstones', 'lalKitab', 'doshamDetector', 'sadeSati'],
  spirituality: ['panchang', 'hinduFestivals', 'shubhMuhurat'],
} as const satisfies Readonly<Partial<Record<PageKey, readonly PageKey[]>>>;

export type GuidePage = keyof typeof GUIDE_TOOLS;

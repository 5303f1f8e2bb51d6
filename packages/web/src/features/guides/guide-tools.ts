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

/** The topic pages (`/topics/…`, without the 2025 event pages) and the tools each leads to. */
export const TOPIC_TOOLS = {
  topicMarriagePrediction: ['reportMarriage', 'kundliMatching', 'marriageAstrology'],
  topicCareerAstrology: ['reportCareer', 'careerHoroscope', 'dashaCalculator'],
  topicHealthAstrology: ['healthHoroscope', 'healthMedicalAstrology', 'kundli'],
  topicLoveCompatibility: ['loveCompatibility', 'kundliMatching', 'loveHoroscope'],
  topicLuckyNumbers: ['luckyNumbers', 'numerology'],
  topicBabyNames: ['babyNaming', 'nakshatraFinder'],
  topicSadeSati: ['sadeSati', 'remedies'],
  topicMangalDosha: ['doshamDetector', 'kundliMatching', 'remedies'],
  topicKaalSarpDosha: ['doshamDetector', 'remedies'],
  topicPitraDosha: ['doshamDetector', 'remedies'],
  topicShaniMahadasha: ['dashaCalculator', 'sadeSati', 'remedies'],
  topicJupiterTransit: ['planetTransits', 'yearlyHoroscope'],
  topicRahuKetuTransit: ['planetTransits', 'doshamDetector'],
  topicSolarEclipseEffects: ['hinduFestivals', 'panchang'],
  topicLunarEclipseEffects: ['hinduFestivals', 'panchang'],
  topicRetrogradePlanets: ['planetTransits', 'kundliPlanetary'],
} as const satisfies Readonly<Partial<Record<PageKey, readonly PageKey[]>>>;

export type TopicPage = keyof typeof TOPIC_TOOLS;

/** A topic page's key in the texts: `topicSadeSati` → `sadeSati`. */
export function topicTextKey(page: TopicPage) {
  const key = page.slice('topic'.length);
  return `${key.charAt(0).toLowerCase()}${key.slice(1)}` as TopicTextKey;
}

export type TopicTextKey = Uncapitalize<TopicPage extends `topic${infer Rest}` ? Rest : never>;

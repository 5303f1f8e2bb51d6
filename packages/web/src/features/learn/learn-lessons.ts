import type { PageKey } from '@jyotish/contract';

/** The seven lessons of the course, in order, each with its page and the free tools it leads to. */
export const LESSONS = [
  {
    lesson: 'basics',
    page: 'learnBasics',
    tools: ['kundli', 'moonSignChecker', 'lagnaCalculator'],
  },
  {
    lesson: 'birthChart',
    page: 'learnBirthChart',
    tools: ['kundli', 'chartTest', 'kundliPlanetary'],
  },
  { lesson: 'planets', page: 'learnPlanets', tools: ['kundliPlanetary', 'planetTransits'] },
  { lesson: 'nakshatras', page: 'learnNakshatras', tools: ['nakshatraFinder', 'babyNaming'] },
  {
    lesson: 'doshas',
    page: 'learnDoshas',
    tools: ['doshamDetector', 'sadeSati', 'kundliMatching'],
  },
  {
    lesson: 'muhurta',
    page: 'learnMuhurta',
    tools: ['panchang', 'shubhMuhurat', 'choghadiya', 'rahuKaal', 'abhijitMuhurat'],
  },
  {
    lesson: 'advanced',
    page: 'learnAdvanced',
    tools: ['dashaCalculator', 'planetTransits', 'reportLife'],
  },
] as const satisfies readonly { lesson: string; page: PageKey; tools: readonly PageKey[] }[];

export type Lesson = (typeof LESSONS)[number]['lesson'];

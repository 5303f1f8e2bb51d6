import type { Language } from '@jyotish/contract';
import { REPORT_PHRASES_EN } from './en.js';
import { REPORT_PHRASES_HI } from './hi.js';
import type { ReportPhrases } from './report-phrases.js';
import { REPORT_PHRASES_TA } from './ta.js';
import { REPORT_PHRASES_TE } from './te.js';

export const REPORT_PHRASES: Readonly<Record<Language, ReportPhrases>> = {
  en: REPORT_PHRASES_EN,
  hi: REPORT_PHRASES_HI,
  ta: REPORT_PHRASES_TA,
  te: REPORT_PHRASES_TE,
};

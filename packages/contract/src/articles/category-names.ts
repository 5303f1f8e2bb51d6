import type { Language } from '../i18n/languages.js';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './categories.js';

/** The blog's categories as readers of each language name them (badges, headings, titles). */
export const ARTICLE_CATEGORY_NAMES: Readonly<
  Record<Language, Readonly<Record<ArticleCategory, string>>>
> = {
  en: Object.fromEntries(ARTICLE_CATEGORIES.map((category) => [category, category])) as Record<
    ArticleCategory,
    string
  >,
  hi: {
    Transit: 'गोचर',
    Retrograde: 'वक्री ग्रह',
    'Direct Motion': 'मार्गी ग्रह',
    Combust: 'अस्त ग्रह',
    Conjunction: 'युति',
    Aspect: 'दृष्टि',
    Nodes: 'राहु-केतु',
    Lunar: 'चंद्र',
    Eclipse: 'ग्रहण',
    Festival: 'त्योहार',
    Seasonal: 'ऋतु और संक्रांति',
  },
  ta: {
    Transit: 'கிரகப் பெயர்ச்சி',
    Retrograde: 'வக்கிரம்',
    'Direct Motion': 'வக்கிர நிவர்த்தி',
    Combust: 'அஸ்தங்கம்',
    Conjunction: 'கிரகச் சேர்க்கை',
    Aspect: 'பார்வை',
    Nodes: 'ராகு-கேது',
    Lunar: 'சந்திரன்',
    Eclipse: 'கிரகணம்',
    Festival: 'பண்டிகை',
    Seasonal: 'பருவமும் சங்கராந்தியும்',
  },
  te: {
    Transit: 'గోచారం',
    Retrograde: 'వక్ర గ్రహాలు',
    'Direct Motion': 'మార్గి గ్రహాలు',
    Combust: 'అస్తంగత్వం',
    Conjunction: 'గ్రహ యుతి',
    Aspect: 'దృష్టి',
    Nodes: 'రాహు-కేతువులు',
    Lunar: 'చంద్రుడు',
    Eclipse: 'గ్రహణం',
    Festival: 'పండుగ',
    Seasonal: 'ఋతువులు, సంక్రాంతులు',
  },
};

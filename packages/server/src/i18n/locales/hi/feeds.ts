import type { Translation } from '@jyotish/contract';
import type { feeds as english } from '../en/feeds.js';

export const feeds: Translation<typeof english> = {
  place: 'अक्षांश {{latitude}}, देशांतर {{longitude}}',
  festivals: {
    name: 'हिंदू त्योहार {{year}} ({{place}})',
    description:
      'Jyotish से त्योहार, एकादशी, पूर्णिमा, अमावस्या और ग्रहण, हर एक {{place}} के लिए उसके नियम से निर्धारित।',
    eclipse: '{{kind}} ({{type}} ग्रहण)',
    visible: 'इस स्थान से दिखाई देगा।',
    notVisible: 'इस स्थान से दिखाई नहीं देगा।',
  },
  rahuKaal: {
    name: 'राहुकाल ({{place}})',
    description: 'Jyotish से दैनिक राहुकाल, {{place}} के हर दिन के सूर्योदय और सूर्यास्त से।',
    summary: 'राहुकाल',
    detail: 'राहुकाल: परंपरा के अनुसार इसमें नया काम शुरू नहीं किया जाता।',
  },
  muhurat: {
    name: '{{purpose}} के शुभ मुहूर्त ({{place}})',
    description: 'Jyotish से {{place}} के लिए {{purpose}} के शुभ मुहूर्त, हर एक के कारणों सहित।',
    summary: '{{purpose}} मुहूर्त',
  },
  eclipseKind: { solar: 'सूर्य ग्रहण', lunar: 'चंद्र ग्रहण' },
  eclipseType: {
    total: 'पूर्ण',
    annular: 'वलयाकार',
    hybrid: 'संकर',
    partial: 'आंशिक',
    penumbral: 'उपच्छाया',
  },
};

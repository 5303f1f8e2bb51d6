import type { Translation } from '@jyotish/contract';
import type { feeds as english } from '../en/feeds.js';

export const feeds: Translation<typeof english> = {
  place: 'அட்சரேகை {{latitude}}, தீர்க்கரேகை {{longitude}}',
  festivals: {
    name: 'இந்து பண்டிகைகள் {{year}} ({{place}})',
    description:
      'Jyotish வழங்கும் பண்டிகைகள், ஏகாதசி, பௌர்ணமி, அமாவாசை, கிரகணங்கள்; ஒவ்வொன்றும் {{place}} இடத்துக்கு அதன் விதிப்படி.',
    eclipse: '{{kind}} ({{type}} கிரகணம்)',
    visible: 'இந்த இடத்தில் தெரியும்.',
    notVisible: 'இந்த இடத்தில் தெரியாது.',
  },
  rahuKaal: {
    name: 'ராகு காலம் ({{place}})',
    description: 'Jyotish வழங்கும் தினசரி ராகு காலம், {{place}} இடத்தின் ஒவ்வொரு நாள் உதயம், அஸ்தமனத்திலிருந்து.',
    summary: 'ராகு காலம்',
    detail: 'ராகு காலம்: மரபுப்படி இதில் புதிய செயல் தொடங்கப்படுவதில்லை.',
  },
  muhurat: {
    name: '{{purpose}} சுப முகூர்த்தங்கள் ({{place}})',
    description:
      'Jyotish வழங்கும் {{place}} இடத்துக்கான {{purpose}} சுப முகூர்த்தங்கள், ஒவ்வொன்றின் காரணங்களுடன்.',
    summary: '{{purpose}} முகூர்த்தம்',
  },
  eclipseKind: { solar: 'சூரிய கிரகணம்', lunar: 'சந்திர கிரகணம்' },
  eclipseType: {
    total: 'முழு',
    annular: 'வளைய',
    hybrid: 'கலப்பு',
    partial: 'பகுதி',
    penumbral: 'புறநிழல்',
  },
};

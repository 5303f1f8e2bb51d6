import type { MuhuratPurpose } from '@jyotish/engine/ids';
import { interpolateText } from '../i18n/interpolate.js';
import type { Language } from '../i18n/languages.js';
import { VARA_NAMES } from '../names/grahas.js';
import { PAKSHA_NAMES, TITHI_NAMES } from '../names/panchang.js';
import { NAKSHATRA_NAMES, SIGN_NAMES } from '../names/zodiac.js';

/** The purposes' names, as the pages and the reasons say them. */
export const MUHURAT_PURPOSE_NAMES: Readonly<
  Record<Language, Readonly<Record<MuhuratPurpose, string>>>
> = {
  en: {
    marriage: 'marriage',
    'griha-pravesh': 'griha pravesh (moving into a new home)',
    'vehicle-purchase': 'buying a vehicle',
    'property-purchase': 'buying property',
    'business-launch': 'starting a business',
    'journey-start': 'setting out on a journey',
  },
  hi: {
    marriage: 'विवाह',
    'griha-pravesh': 'गृह प्रवेश',
    'vehicle-purchase': 'वाहन खरीद',
    'property-purchase': 'संपत्ति खरीद',
    'business-launch': 'व्यापार आरंभ',
    'journey-start': 'यात्रा आरंभ',
  },
  ta: {
    marriage: 'திருமணம்',
    'griha-pravesh': 'கிரகப் பிரவேசம்',
    'vehicle-purchase': 'வாகனம் வாங்குதல்',
    'property-purchase': 'சொத்து வாங்குதல்',
    'business-launch': 'தொழில் தொடக்கம்',
    'journey-start': 'பயணத் தொடக்கம்',
  },
  te: {
    marriage: 'వివాహం',
    'griha-pravesh': 'గృహ ప్రవేశం',
    'vehicle-purchase': 'వాహనం కొనుగోలు',
    'property-purchase': 'ఆస్తి కొనుగోలు',
    'business-launch': 'వ్యాపార ప్రారంభం',
    'journey-start': 'ప్రయాణ ప్రారంభం',
  },
};

const REASON_TEXTS = {
  en: {
    tithi: '{{paksha}} {{tithi}}: a tithi favoured for {{purpose}}',
    nakshatra: '{{nakshatra}} nakshatra: favoured for {{purpose}}',
    weekday: '{{weekday}}: a favoured weekday',
    lagna: '{{sign}} lagna rising: favoured for {{purpose}}',
    clear: 'Clear of Rahu kaal, Yamaganda, Gulika, Bhadra and the inauspicious yogas',
    notCombust: 'Venus and Jupiter not combust; no kharmas and no adhika month',
    adhika: 'Not in an adhika (extra) month',
  },
  hi: {
    tithi: '{{paksha}} {{tithi}}: {{purpose}} के लिए शुभ तिथि',
    nakshatra: '{{nakshatra}} नक्षत्र: {{purpose}} के लिए शुभ',
    weekday: '{{weekday}}: शुभ वार',
    lagna: '{{sign}} लग्न: {{purpose}} के लिए शुभ',
    clear: 'राहुकाल, यमगंड, गुलिक, भद्रा और अशुभ योगों से मुक्त',
    notCombust: 'शुक्र और गुरु अस्त नहीं; खरमास और अधिक मास नहीं',
    adhika: 'अधिक मास नहीं',
  },
  ta: {
    tithi: '{{paksha}} {{tithi}}: {{purpose}} செய்ய உகந்த திதி',
    nakshatra: '{{nakshatra}} நட்சத்திரம்: {{purpose}} செய்ய உகந்தது',
    weekday: '{{weekday}}: உகந்த கிழமை',
    lagna: '{{sign}} லக்னம்: {{purpose}} செய்ய உகந்தது',
    clear: 'ராகு காலம், எமகண்டம், குளிகை, பத்திரை, அசுப யோகங்கள் இல்லை',
    notCombust: 'சுக்கிரனும் குருவும் அஸ்தங்கதம் இல்லை; தனுர் மாதம், மீன மாதம், அதிக மாதம் இல்லை',
    adhika: 'அதிக மாதம் இல்லை',
  },
  te: {
    tithi: '{{paksha}} {{tithi}}: {{purpose}}కు శుభ తిథి',
    nakshatra: '{{nakshatra}} నక్షత్రం: {{purpose}}కు శుభం',
    weekday: '{{weekday}}: శుభ వారం',
    lagna: '{{sign}} లగ్నం: {{purpose}}కు శుభం',
    clear: 'రాహుకాలం, యమగండం, గుళిక, భద్ర, అశుభ యోగాలు లేవు',
    notCombust: 'శుక్ర గురువులు అస్తంగతం కాలేదు; ఖర్మాసం, అధిక మాసం కాదు',
    adhika: 'అధిక మాసం కాదు',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** What a muhurat window's reasons are read from. */
export interface MuhuratReasonFacts {
  readonly purpose: MuhuratPurpose;
  readonly tithi: number;
  readonly nakshatra: number;
  readonly lagna: number | null;
  /** 0 = Sunday. */
  readonly weekday: number;
  /** The purpose's rules exclude adhika months. */
  readonly notInAdhika: boolean;
  /** The purpose's rules exclude Venus or Jupiter combust and kharmas (marriage, griha pravesh). */
  readonly notCombustOrKharmas: boolean;
}

/** Why a window is favourable, one sentence per rule it meets, in a language. */
export function muhuratReasons(language: Language, facts: MuhuratReasonFacts): string[] {
  const texts = REASON_TEXTS[language];
  const purpose = MUHURAT_PURPOSE_NAMES[language][facts.purpose];
  const fill = (text: string, values: Record<string, string>) =>
    interpolateText(text, values, language);
  const reasons = [
    fill(texts.tithi, {
      paksha: PAKSHA_NAMES[language][facts.tithi <= 15 ? 0 : 1] ?? '',
      tithi: TITHI_NAMES[language][facts.tithi - 1] ?? '',
      purpose,
    }),
    fill(texts.nakshatra, {
      nakshatra: NAKSHATRA_NAMES[language][facts.nakshatra - 1] ?? '',
      purpose,
    }),
    fill(texts.weekday, { weekday: VARA_NAMES[language][facts.weekday] ?? '' }),
  ];
  if (facts.lagna !== null) {
    reasons.push(fill(texts.lagna, { sign: SIGN_NAMES[language][facts.lagna - 1] ?? '', purpose }));
  }
  reasons.push(texts.clear);
  if (facts.notCombustOrKharmas) reasons.push(texts.notCombust);
  else if (facts.notInAdhika) reasons.push(texts.adhika);
  return reasons;
}

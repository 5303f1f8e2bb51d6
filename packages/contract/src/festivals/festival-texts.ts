import type { DecidingTime, FestivalId, FestivalRule } from '@jyotish/engine/ids';
import { interpolateText } from '../i18n/interpolate.js';
import type { Language } from '../i18n/languages.js';
import type { LocalizedNames } from '../names/localized-names.js';
import { ADHIKA_PREFIX, LUNAR_MONTH_NAMES, PAKSHA_NAMES, TITHI_NAMES } from '../names/panchang.js';
import { SIGN_NAMES } from '../names/zodiac.js';

type RecurringId = 'ekadashi' | 'purnima' | 'amavasya';

/** The festivals' own names; Ekadashis, Purnimas and Amavasyas are named by their month. */
export const FESTIVAL_NAMES: Readonly<
  Record<Language, Readonly<Record<Exclude<FestivalId, RecurringId>, string>>>
> = {
  en: {
    'makar-sankranti': 'Makar Sankranti',
    pongal: 'Pongal',
    'vasant-panchami': 'Vasant Panchami',
    'maha-shivaratri': 'Maha Shivaratri',
    'holika-dahan': 'Holika Dahan',
    holi: 'Holi',
    ugadi: 'Ugadi',
    'chaitra-navratri': 'Chaitra Navratri begins',
    'ram-navami': 'Ram Navami',
    'hanuman-jayanti': 'Hanuman Jayanti',
    'akshaya-tritiya': 'Akshaya Tritiya',
    'guru-purnima': 'Guru Purnima',
    'raksha-bandhan': 'Raksha Bandhan',
    janmashtami: 'Krishna Janmashtami',
    'ganesh-chaturthi': 'Ganesh Chaturthi',
    'pitru-paksha': 'Pitru Paksha begins',
    navratri: 'Sharad Navratri begins',
    'durga-ashtami': 'Durga Ashtami',
    dussehra: 'Dussehra',
    'karva-chauth': 'Karva Chauth',
    dhanteras: 'Dhanteras',
    diwali: 'Diwali (Lakshmi Puja)',
    'govardhan-puja': 'Govardhan Puja',
    'bhai-dooj': 'Bhai Dooj',
    chhath: 'Chhath Puja',
  },
  hi: {
    'makar-sankranti': 'मकर संक्रांति',
    pongal: 'पोंगल',
    'vasant-panchami': 'वसंत पंचमी',
    'maha-shivaratri': 'महाशिवरात्रि',
    'holika-dahan': 'होलिका दहन',
    holi: 'होली',
    ugadi: 'उगादी',
    'chaitra-navratri': 'चैत्र नवरात्रि आरंभ',
    'ram-navami': 'राम नवमी',
    'hanuman-jayanti': 'हनुमान जयंती',
    'akshaya-tritiya': 'अक्षय तृतीया',
    'guru-purnima': 'गुरु पूर्णिमा',
    'raksha-bandhan': 'रक्षा बंधन',
    janmashtami: 'कृष्ण जन्माष्टमी',
    'ganesh-chaturthi': 'गणेश चतुर्थी',
    'pitru-paksha': 'पितृ पक्ष आरंभ',
    navratri: 'शारदीय नवरात्रि आरंभ',
    'durga-ashtami': 'दुर्गा अष्टमी',
    dussehra: 'दशहरा',
    'karva-chauth': 'करवा चौथ',
    dhanteras: 'धनतेरस',
    diwali: 'दीपावली (लक्ष्मी पूजा)',
    'govardhan-puja': 'गोवर्धन पूजा',
    'bhai-dooj': 'भाई दूज',
    chhath: 'छठ पूजा',
  },
  ta: {
    'makar-sankranti': 'மகர சங்கராந்தி',
    pongal: 'தைப் பொங்கல்',
    'vasant-panchami': 'வசந்த பஞ்சமி',
    'maha-shivaratri': 'மகா சிவராத்திரி',
    'holika-dahan': 'ஹோலிகா தகனம்',
    holi: 'ஹோலி',
    ugadi: 'யுகாதி',
    'chaitra-navratri': 'சைத்ர நவராத்திரி தொடக்கம்',
    'ram-navami': 'ஸ்ரீ ராம நவமி',
    'hanuman-jayanti': 'அனுமன் ஜெயந்தி',
    'akshaya-tritiya': 'அட்சய திருதியை',
    'guru-purnima': 'குரு பூர்ணிமா',
    'raksha-bandhan': 'ரக்ஷா பந்தன்',
    janmashtami: 'கிருஷ்ண ஜெயந்தி',
    'ganesh-chaturthi': 'விநாயகர் சதுர்த்தி',
    'pitru-paksha': 'மகாளய பட்சம் தொடக்கம்',
    navratri: 'நவராத்திரி தொடக்கம்',
    'durga-ashtami': 'துர்காஷ்டமி',
    dussehra: 'விஜயதசமி',
    'karva-chauth': 'கர்வா சௌத்',
    dhanteras: 'தன்தேரஸ்',
    diwali: 'தீபாவளி (லட்சுமி பூஜை)',
    'govardhan-puja': 'கோவர்த்தன பூஜை',
    'bhai-dooj': 'பாய் தூஜ்',
    chhath: 'சட் பூஜை',
  },
  te: {
    'makar-sankranti': 'మకర సంక్రాంతి',
    pongal: 'పొంగల్',
    'vasant-panchami': 'వసంత పంచమి',
    'maha-shivaratri': 'మహా శివరాత్రి',
    'holika-dahan': 'హోలికా దహనం',
    holi: 'హోలీ',
    ugadi: 'ఉగాది',
    'chaitra-navratri': 'చైత్ర నవరాత్రులు ప్రారంభం',
    'ram-navami': 'శ్రీరామ నవమి',
    'hanuman-jayanti': 'హనుమాన్ జయంతి',
    'akshaya-tritiya': 'అక్షయ తృతీయ',
    'guru-purnima': 'గురు పూర్ణిమ',
    'raksha-bandhan': 'రక్షా బంధన్',
    janmashtami: 'శ్రీకృష్ణ జన్మాష్టమి',
    'ganesh-chaturthi': 'వినాయక చవితి',
    'pitru-paksha': 'పితృ పక్షం ప్రారంభం',
    navratri: 'దసరా నవరాత్రులు ప్రారంభం',
    'durga-ashtami': 'దుర్గాష్టమి',
    dussehra: 'విజయదశమి',
    'karva-chauth': 'కర్వా చౌత్',
    dhanteras: 'ధన్‌తేరస్',
    diwali: 'దీపావళి (లక్ష్మీ పూజ)',
    'govardhan-puja': 'గోవర్ధన పూజ',
    'bhai-dooj': 'భాయ్ దూజ్',
    chhath: 'ఛఠ్ పూజ',
  },
};

/** Shukla Ekadashi of each month, 1 = Chaitra (the same month in both schemes). */
const SHUKLA_EKADASHI: LocalizedNames = {
  en: [
    'Kamada',
    'Mohini',
    'Nirjala',
    'Devshayani',
    'Shravana Putrada',
    'Parivartini',
    'Papankusha',
    'Devutthana',
    'Mokshada',
    'Pausha Putrada',
    'Jaya',
    'Amalaki',
  ],
  hi: [
    'कामदा',
    'मोहिनी',
    'निर्जला',
    'देवशयनी',
    'श्रावण पुत्रदा',
    'परिवर्तिनी',
    'पापांकुशा',
    'देवउठनी',
    'मोक्षदा',
    'पौष पुत्रदा',
    'जया',
    'आमलकी',
  ],
  ta: [
    'காமதா',
    'மோகினி',
    'நிர்ஜலா',
    'தேவசயனி',
    'ஸ்ராவண புத்ரதா',
    'பரிவர்த்தினி',
    'பாபாங்குசா',
    'பிரபோதினி',
    'வைகுண்ட',
    'பௌஷ புத்ரதா',
    'ஜெயா',
    'ஆமலகி',
  ],
  te: [
    'కామదా',
    'మోహినీ',
    'నిర్జల',
    'తొలి',
    'శ్రావణ పుత్రదా',
    'పరివర్తినీ',
    'పాపాంకుశ',
    'ఉత్థాన',
    'వైకుంఠ',
    'పుష్య పుత్రదా',
    'జయ',
    'ఆమలకి',
  ],
};

/** Krishna Ekadashi of each purnimanta month, 1 = Chaitra (Papamochani). */
const KRISHNA_EKADASHI: LocalizedNames = {
  en: [
    'Papamochani',
    'Varuthini',
    'Apara',
    'Yogini',
    'Kamika',
    'Aja',
    'Indira',
    'Rama',
    'Utpanna',
    'Saphala',
    'Shattila',
    'Vijaya',
  ],
  hi: [
    'पापमोचनी',
    'वरूथिनी',
    'अपरा',
    'योगिनी',
    'कामिका',
    'अजा',
    'इंदिरा',
    'रमा',
    'उत्पन्ना',
    'सफला',
    'षटतिला',
    'विजया',
  ],
  ta: [
    'பாபமோசனி',
    'வரூதினி',
    'அபரா',
    'யோகினி',
    'காமிகா',
    'அஜா',
    'இந்திரா',
    'ரமா',
    'உத்பன்னா',
    'சபலா',
    'ஷட்திலா',
    'விஜயா',
  ],
  te: ['పాపమోచని', 'వరూథిని', 'అపర', 'యోగిని', 'కామిక', 'అజ', 'ఇందిర', 'రమ', 'ఉత్పన్న', 'సఫల', 'షట్తిల', 'విజయ'],
};

/** The Ekadashis of an adhika month: Padmini (Shukla) and Parama (Krishna). */
const ADHIKA_EKADASHI: LocalizedNames = {
  en: ['Padmini', 'Parama'],
  hi: ['पद्मिनी', 'परमा'],
  ta: ['பத்மினி', 'பரமா'],
  te: ['పద్మిని', 'పరమ'],
};

const RECURRING_WORD: Readonly<Record<Language, Readonly<Record<RecurringId, string>>>> = {
  en: { ekadashi: 'Ekadashi', purnima: 'Purnima', amavasya: 'Amavasya' },
  hi: { ekadashi: 'एकादशी', purnima: 'पूर्णिमा', amavasya: 'अमावस्या' },
  ta: { ekadashi: 'ஏகாதசி', purnima: 'பௌர்ணமி', amavasya: 'அமாவாசை' },
  te: { ekadashi: 'ఏకాదశి', purnima: 'పౌర్ణమి', amavasya: 'అమావాస్య' },
};

/** What a festival's name depends on: its id, and for the recurring ones their month. */
export interface FestivalNaming {
  readonly id: FestivalId;
  /** Purnimanta month, 1 = Chaitra; for Ekadashis, Purnimas and Amavasyas. */
  readonly lunarMonth: number | null;
  readonly adhika: boolean;
  /** 11 (Shukla) or 26 (Krishna), for Ekadashis. */
  readonly tithi: number | null;
}

/** A festival's name in a language: `Diwali (Lakshmi Puja)`, `Nirjala Ekadashi`, `Kartika Purnima`. */
export function festivalName(language: Language, festival: FestivalNaming): string {
  const { id, lunarMonth, adhika, tithi } = festival;
  if (id !== 'ekadashi' && id !== 'purnima' && id !== 'amavasya') {
    return FESTIVAL_NAMES[language][id];
  }
  const word = RECURRING_WORD[language][id];
  const month = lunarMonth ?? 1;
  if (id === 'ekadashi') {
    const krishna = tithi === 26;
    const own = adhika
      ? ADHIKA_EKADASHI[language][krishna ? 1 : 0]
      : (krishna ? KRISHNA_EKADASHI : SHUKLA_EKADASHI)[language][month - 1];
    return `${own} ${word}`;
  }
  const monthName = LUNAR_MONTH_NAMES[language][month - 1] ?? '';
  return `${adhika ? `${ADHIKA_PREFIX[language]} ` : ''}${monthName} ${word}`;
}

/** The times of day a tithi is read at, as the rule texts name them. */
export const DECIDING_TIME_NAMES: Readonly<
  Record<Language, Readonly<Record<DecidingTime, string>>>
> = {
  en: {
    sunrise: 'sunrise',
    purvahna: 'the forenoon (sunrise to midday)',
    madhyahna: 'midday (madhyahna)',
    aparahna: 'the afternoon (aparahna)',
    sunset: 'sunset',
    pradosh: 'dusk (pradosh kaal)',
    nishita: 'midnight (nishita kaal)',
    moonrise: 'moonrise',
  },
  hi: {
    sunrise: 'सूर्योदय',
    purvahna: 'पूर्वाह्न (सूर्योदय से मध्याह्न तक)',
    madhyahna: 'मध्याह्न',
    aparahna: 'अपराह्न',
    sunset: 'सूर्यास्त',
    pradosh: 'प्रदोष काल',
    nishita: 'निशीथ काल (मध्यरात्रि)',
    moonrise: 'चंद्रोदय',
  },
  ta: {
    sunrise: 'சூரிய உதயம்',
    purvahna: 'முற்பகல் (உதயம் முதல் நண்பகல் வரை)',
    madhyahna: 'நண்பகல் (மத்தியானம்)',
    aparahna: 'பிற்பகல் (அபராஹ்ணம்)',
    sunset: 'சூரிய அஸ்தமனம்',
    pradosh: 'பிரதோஷ காலம்',
    nishita: 'நள்ளிரவு (நிசீத காலம்)',
    moonrise: 'சந்திர உதயம்',
  },
  te: {
    sunrise: 'సూర్యోదయం',
    purvahna: 'పూర్వాహ్ణం (ఉదయం నుంచి మధ్యాహ్నం వరకు)',
    madhyahna: 'మధ్యాహ్నం',
    aparahna: 'అపరాహ్ణం',
    sunset: 'సూర్యాస్తమయం',
    pradosh: 'ప్రదోష కాలం',
    nishita: 'అర్ధరాత్రి (నిశీథ కాలం)',
    moonrise: 'చంద్రోదయం',
  },
};

const RULE_TEXTS = {
  en: {
    tithi: '{{paksha}} {{tithi}} of {{month}} (amanta) prevailing at {{time}}',
    first: 'the first day when it does so on two',
    longer: 'the day it holds longer when it does so on two',
    otherwise: 'at {{time}} when no day has it then',
    minutes: 'the day before when it ends within six ghatis (2 h 24 min) of sunrise',
    sankranti:
      'The day the Sun enters sidereal {{sign}} (the next day when it enters after sunset)',
    dayAfter: 'The day after {{festival}}',
    recurring:
      'The day whose sunrise has the tithi (udaya tithi); the forenoon when no sunrise does',
  },
  hi: {
    tithi: '{{month}} (अमांत) की {{paksha}} {{tithi}}, जो {{time}} में व्याप्त हो',
    first: 'दो दिन व्याप्त हो तो पहला दिन',
    longer: 'दो दिन व्याप्त हो तो वह दिन जिसमें अधिक समय रहे',
    otherwise: 'किसी दिन न हो तो {{time}} से',
    minutes: 'सूर्योदय के बाद छह घड़ी (2 घंटे 24 मिनट) से पहले समाप्त हो तो पिछला दिन',
    sankranti: 'सूर्य के निरयन {{sign}} में प्रवेश का दिन (सूर्यास्त के बाद प्रवेश हो तो अगला दिन)',
    dayAfter: '{{festival}} के अगले दिन',
    recurring: 'जिस दिन सूर्योदय पर यह तिथि हो (उदया तिथि); किसी सूर्योदय पर न हो तो पूर्वाह्न से',
  },
  ta: {
    tithi: '{{month}} (அமாந்த) மாத {{paksha}} {{tithi}}, {{time}} நேரத்தில் நிலவுவது',
    first: 'இரண்டு நாட்களில் நிலவினால் முதல் நாள்',
    longer: 'இரண்டு நாட்களில் நிலவினால் அதிக நேரம் நிலவும் நாள்',
    otherwise: 'எந்த நாளிலும் இல்லையெனில் {{time}} கொண்டு',
    minutes: 'உதயத்துக்குப் பின் ஆறு நாழிகைக்குள் (2 ம 24 நி) முடிந்தால் முந்தைய நாள்',
    sankranti: 'சூரியன் நிராயன {{sign}} ராசியில் நுழையும் நாள் (அஸ்தமனத்துக்குப் பின் நுழைந்தால் மறுநாள்)',
    dayAfter: '{{festival}} அடுத்த நாள்',
    recurring: 'சூரிய உதயத்தில் இந்தத் திதி நிலவும் நாள் (உதய திதி); இல்லையெனில் முற்பகல் கொண்டு',
  },
  te: {
    tithi: '{{month}} (అమాంత) {{paksha}} {{tithi}}, {{time}} సమయంలో ఉన్నది',
    first: 'రెండు రోజులు ఉంటే మొదటి రోజు',
    longer: 'రెండు రోజులు ఉంటే ఎక్కువ సేపు ఉన్న రోజు',
    otherwise: 'ఏ రోజూ లేకపోతే {{time}} ఆధారంగా',
    minutes: 'సూర్యోదయం తర్వాత ఆరు ఘడియల (2 గం 24 ని) లోపే ముగిస్తే ముందు రోజు',
    sankranti: 'సూర్యుడు నిరయన {{sign}} రాశిలో ప్రవేశించే రోజు (సూర్యాస్తమయం తర్వాత ప్రవేశిస్తే మరుసటి రోజు)',
    dayAfter: '{{festival}} మరుసటి రోజు',
    recurring: 'సూర్యోదయానికి ఈ తిథి ఉన్న రోజు (ఉదయ తిథి); ఏ సూర్యోదయానికీ లేకపోతే పూర్వాహ్ణం ఆధారంగా',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** How a festival's date is decided, in a language, e.g. for Diwali `Krishna Amavasya of …`. */
export function festivalRuleText(language: Language, rule: FestivalRule): string {
  const texts = RULE_TEXTS[language];
  const fill = (text: string, values: Record<string, string>) =>
    interpolateText(text, values, language);
  switch (rule.kind) {
    case 'sankranti':
      return fill(texts.sankranti, { sign: SIGN_NAMES[language][rule.sign - 1] ?? '' });
    case 'day-after':
      return fill(texts.dayAfter, {
        festival: festivalName(language, {
          id: rule.festival,
          lunarMonth: null,
          adhika: false,
          tithi: null,
        }),
      });
    case 'every-tithi':
      return texts.recurring;
    case 'tithi': {
      const times = DECIDING_TIME_NAMES[language];
      const parts = [
        fill(texts.tithi, {
          paksha: PAKSHA_NAMES[language][rule.tithi <= 15 ? 0 : 1] ?? '',
          tithi: TITHI_NAMES[language][rule.tithi - 1] ?? '',
          month: LUNAR_MONTH_NAMES[language][rule.month - 1] ?? '',
          time: times[rule.at],
        }),
        texts[rule.tie],
      ];
      if (rule.otherwise) parts.push(fill(texts.otherwise, { time: times[rule.otherwise] }));
      if (rule.minutesAfterSunrise) parts.push(texts.minutes);
      return `${parts.join('; ')}.`;
    }
  }
}

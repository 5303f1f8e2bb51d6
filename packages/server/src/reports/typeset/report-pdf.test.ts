import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type Language,
  type ReportBlock,
  type ReportContent,
  type ReportSection,
  SIGN_NAMES,
} from '@jyotish/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable } from '../../../test/pdf-text.js';
import { ReportTypesetter } from './report-pdf.js';
import { fontChain, typstString, typstValue } from './typst-markup.js';

const execFileAsync = promisify(execFile);

/** Poppler's tools read the PDFs back; without them only the pure tests run. */
async function popplerInstalled(): Promise<boolean> {
  try {
    await execFileAsync('pdfinfo', ['-v']);
    return true;
  } catch {
    return false;
  }
}

async function poppler(tool: 'pdfinfo' | 'pdffonts' | 'pdftotext', args: string[]) {
  const { stdout } = await execFileAsync(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Typst markup and syntax characters that a careless typesetter would interpret. */
const HOSTILE = String.raw`Literal: #sys.inputs $x$ *bold* _em_ ] [ \ \n ${'`'}raw${'`'} <tag> @ref // a /* b */ = h ~ "q"`;

/** The words each language's fixture is written in; what `pdftotext` must find again. */
interface FixtureText {
  readonly title: string;
  readonly subject: ReportContent['subject'];
  readonly labels: ReportContent['labels'];
  readonly preparedOn: string;
  readonly disclaimer: string;
  /** Ten section headings, in order: details, chart, positions, lagna, moon, nakshatra, 7th house, yogas, dasha, remedies. */
  readonly headings: readonly string[];
  readonly paragraphs: readonly string[];
  readonly subheading: string;
  readonly listItems: readonly string[];
  readonly facts: readonly { label: string; value: string }[];
  readonly positionColumns: readonly string[];
  readonly positionRows: readonly (readonly string[])[];
  readonly chartTitle: string;
  readonly planets: readonly string[];
  readonly signNames: readonly string[];
  /** Words of the body text to find in the extracted text. */
  readonly wordsToFind: readonly string[];
  /** The PostScript name of the script's font that the PDF must embed, or none for English. */
  readonly scriptFont: string | null;
}

function sections(text: FixtureText): ReportSection[] {
  const [p1 = '', p2 = '', p3 = ''] = text.paragraphs;
  const [su, mo, ma, me, ju, ve, sa, ra, ke] = text.planets.map((planet) => [planet]);
  const chart: ReportBlock = {
    kind: 'chart',
    title: text.chartTitle,
    houses: [
      { sign: 5, planets: [...(su ?? []), ...(me ?? [])] },
      { sign: 6, planets: [] },
      { sign: 7, planets: [...(ve ?? []), ...(ra ?? [])] },
      { sign: 8, planets: [] },
      { sign: 9, planets: [...(ju ?? [])] },
      { sign: 10, planets: [] },
      { sign: 11, planets: [...(sa ?? []).map((planet) => `${planet}℞`)] },
      { sign: 12, planets: [] },
      { sign: 1, planets: [...(ke ?? []), ...(ma ?? [])] },
      { sign: 2, planets: [...(mo ?? [])] },
      { sign: 3, planets: [] },
      { sign: 4, planets: [] },
    ],
    signNames: [...text.signNames],
  };
  const blocks: ReportBlock[][] = [
    [
      { kind: 'facts', rows: [...text.facts] },
      { kind: 'paragraph', text: p1 },
    ],
    [chart, { kind: 'paragraph', text: p2 }],
    [
      {
        kind: 'table',
        columns: [...text.positionColumns],
        rows: text.positionRows.map((row) => [...row]),
      },
    ],
    [
      { kind: 'paragraph', text: p1 },
      { kind: 'subheading', text: text.subheading },
      { kind: 'paragraph', text: p2 },
      { kind: 'paragraph', text: p3 },
    ],
    [
      { kind: 'paragraph', text: p3 },
      { kind: 'list', items: [...text.listItems] },
    ],
    [
      { kind: 'paragraph', text: p2 },
      { kind: 'paragraph', text: p1 },
    ],
    [
      { kind: 'paragraph', text: p3 },
      { kind: 'subheading', text: text.subheading },
      { kind: 'paragraph', text: p1 },
    ],
    [
      { kind: 'list', items: [...text.listItems] },
      { kind: 'paragraph', text: p2 },
    ],
    [
      {
        kind: 'table',
        columns: text.positionColumns.slice(0, 3),
        rows: text.positionRows.map((row) => row.slice(0, 3)),
      },
      { kind: 'paragraph', text: p3 },
    ],
    [
      { kind: 'list', items: [...text.listItems] },
      { kind: 'paragraph', text: `${p1} ${HOSTILE}` },
    ],
  ];
  return text.headings.map((heading, index) => ({
    id: `section-${index + 1}`,
    heading,
    blocks: blocks[index] ?? [],
  }));
}

function report(lang: Language, text: FixtureText): ReportContent {
  return {
    type: 'life',
    lang,
    title: text.title,
    subject: text.subject,
    labels: text.labels,
    preparedOn: text.preparedOn,
    sections: sections(text),
    disclaimer: text.disclaimer,
    engineVersion: 'jyotish-engine 0.1.0 · Swiss Ephemeris 2.10.03 · Lahiri',
  };
}

const FIXTURES: Readonly<Record<Language, FixtureText>> = {
  hi: {
    title: 'जीवन रिपोर्ट',
    subject: {
      name: 'अनन्या शुक्ला',
      birth: 'जन्म 14 मार्च 1992, सुबह 6:45 बजे',
      place: 'वाराणसी, उत्तर प्रदेश, भारत',
    },
    labels: {
      contents: 'विषय सूची',
      preparedOn: 'तैयार करने की तिथि',
      page: 'पृष्ठ',
      disclaimerHeading: 'अस्वीकरण',
    },
    preparedOn: '26 नवंबर 2025',
    disclaimer:
      'ज्योतिष केवल मार्गदर्शन है। यह रिपोर्ट चिकित्सा, कानूनी या वित्तीय सलाह का विकल्प नहीं है; महत्वपूर्ण निर्णय लेने से पहले योग्य विशेषज्ञ से परामर्श करें।',
    headings: [
      'जन्म विवरण',
      'लग्न कुंडली',
      'ग्रहों की स्थिति',
      'आपका लग्न: सिंह',
      'चंद्र राशि',
      'जन्म नक्षत्र',
      'सातवाँ भाव: विवाह और साझेदारी',
      'योग',
      'विंशोत्तरी दशा',
      'उपाय और मंत्र',
    ],
    paragraphs: [
      'सिंह लग्न में जन्मे जातक स्वाभिमानी, उदार और नेतृत्व करने वाले होते हैं। आपके लग्न का स्वामी सूर्य है, जो आत्मविश्वास, पिता और सरकारी कार्यों का कारक माना जाता है। जीवन में आप सम्मान को बहुत महत्व देते हैं और दूसरों की सहायता करने में पीछे नहीं हटते।',
      'चंद्रमा मन का कारक है। आपकी कुंडली में चंद्रमा दसवें भाव में स्थित है, इसलिए आपका मन काम और समाज में प्रतिष्ठा की ओर लगा रहता है। भावनात्मक संतुलन के लिए नियमित ध्यान और परिवार के साथ समय बिताना लाभदायक रहेगा।',
      'गुरु की दृष्टि सातवें भाव पर होने से वैवाहिक जीवन में समझदारी और सहयोग बना रहता है। शनि की स्थिति धैर्य सिखाती है: परिणाम देर से मिल सकते हैं, पर वे स्थायी होते हैं। कठिन समय में अनुशासन ही आपकी सबसे बड़ी शक्ति है।',
    ],
    subheading: 'स्वभाव और व्यक्तित्व',
    listItems: [
      'हर शनिवार को पीपल के वृक्ष के नीचे दीपक जलाएँ।',
      'सूर्य को प्रतिदिन सुबह जल अर्पित करें।',
      'गायत्री मंत्र का 108 बार जाप करें।',
      'ज़रूरतमंदों को भोजन और वस्त्र दान करें।',
    ],
    facts: [
      { label: 'नाम', value: 'अनन्या शुक्ला' },
      { label: 'जन्म तिथि', value: '14 मार्च 1992' },
      { label: 'जन्म समय', value: 'सुबह 6:45' },
      { label: 'स्थान', value: 'वाराणसी (25.32° उ., 82.97° पू.)' },
      { label: 'लग्न', value: 'सिंह 12°04′' },
      { label: 'अयनांश', value: 'लाहिड़ी 23°45′' },
    ],
    positionColumns: ['ग्रह', 'राशि', 'अंश', 'नक्षत्र', 'भाव'],
    positionRows: [
      ['सूर्य', 'कुंभ', '29°41′', 'पूर्वा भाद्रपद', '7'],
      ['चंद्र', 'वृषभ', '03°12′', 'कृत्तिका', '10'],
      ['मंगल', 'मकर', '21°30′', 'श्रवण', '6'],
      ['बुध', 'कुंभ', '05°09′', 'धनिष्ठा', '7'],
      ['गुरु', 'सिंह', '08°55′ (व)', 'मघा', '1'],
      ['शुक्र', 'मकर', '14°22′', 'श्रवण', '6'],
      ['शनि', 'मकर', '28°01′', 'धनिष्ठा', '6'],
    ],
    chartTitle: 'लग्न कुंडली (D1)',
    planets: ['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'],
    signNames: SIGN_NAMES.hi,
    wordsToFind: ['ज्योतिष', 'स्वाभिमानी', 'चंद्रमा', 'वाराणसी'],
    scriptFont: 'NotoSerifDevanagari',
  },
  ta: {
    title: 'வாழ்க்கை அறிக்கை',
    subject: {
      name: 'கார்த்திக் சுப்பிரமணியம்',
      birth: 'பிறப்பு 3 ஜூலை 1988, காலை 9:20',
      place: 'மதுரை, தமிழ்நாடு, இந்தியா',
    },
    labels: {
      contents: 'பொருளடக்கம்',
      preparedOn: 'தயாரித்த நாள்',
      page: 'பக்கம்',
      disclaimerHeading: 'பொறுப்புத் துறப்பு',
    },
    preparedOn: '26 நவம்பர் 2025',
    disclaimer:
      'ஜோதிடம் ஒரு வழிகாட்டல் மட்டுமே. இந்த அறிக்கை மருத்துவ, சட்ட அல்லது நிதி ஆலோசனைக்கு மாற்றாகாது; முக்கிய முடிவுகளுக்கு முன் தகுதியான நிபுணரை அணுகவும்.',
    headings: [
      'பிறப்பு விவரங்கள்',
      'ராசி கட்டம்',
      'கிரக நிலைகள்',
      'உங்கள் லக்னம்: கன்னி',
      'சந்திர ராசி',
      'ஜன்ம நட்சத்திரம்',
      'ஏழாம் பாவம்: திருமணம்',
      'யோகங்கள்',
      'விம்சோத்தரி தசை',
      'பரிகாரங்கள்',
    ],
    paragraphs: [
      'கன்னி லக்னத்தில் பிறந்தவர்கள் நுணுக்கமாகச் சிந்திப்பவர்கள், ஒழுங்கை விரும்புபவர்கள். உங்கள் லக்னாதிபதி புதன், அறிவு, பேச்சு மற்றும் வணிகத்தின் காரகன். எந்தச் செயலையும் திட்டமிட்டு, பொறுமையாக முடிப்பது உங்கள் இயல்பு.',
      'சந்திரன் மனதின் காரகன். உங்கள் ஜாதகத்தில் சந்திரன் பத்தாம் பாவத்தில் இருப்பதால், உங்கள் மனம் தொழிலிலும் சமூக மதிப்பிலும் ஈடுபட்டிருக்கும். தியானமும் குடும்பத்துடன் செலவிடும் நேரமும் மன அமைதியைத் தரும்.',
      'குருவின் பார்வை ஏழாம் பாவத்தின் மீது இருப்பதால் திருமண வாழ்வில் புரிதலும் ஒத்துழைப்பும் நிலைக்கும். சனியின் நிலை பொறுமையைக் கற்றுத் தருகிறது: பலன்கள் தாமதமாக வரலாம், ஆனால் அவை நிலையானவை.',
    ],
    subheading: 'இயல்பும் ஆளுமையும்',
    listItems: [
      'சனிக்கிழமைகளில் அரச மரத்தடியில் விளக்கு ஏற்றவும்.',
      'தினமும் காலையில் சூரியனுக்கு நீர் அர்ப்பணிக்கவும்.',
      'காயத்ரி மந்திரத்தை 108 முறை ஜபிக்கவும்.',
      'ஏழைகளுக்கு உணவும் உடையும் தானம் செய்யவும்.',
    ],
    facts: [
      { label: 'பெயர்', value: 'கார்த்திக் சுப்பிரமணியம்' },
      { label: 'பிறந்த தேதி', value: '3 ஜூலை 1988' },
      { label: 'பிறந்த நேரம்', value: 'காலை 9:20' },
      { label: 'இடம்', value: 'மதுரை (9.93° வ., 78.12° கி.)' },
      { label: 'லக்னம்', value: 'கன்னி 17°48′' },
      { label: 'அயனாம்சம்', value: 'லாஹிரி 23°42′' },
    ],
    positionColumns: ['கிரகம்', 'ராசி', 'பாகை', 'நட்சத்திரம்', 'பாவம்'],
    positionRows: [
      ['சூரியன்', 'மிதுனம்', '17°33′', 'திருவாதிரை', '10'],
      ['சந்திரன்', 'மிதுனம்', '25°10′', 'புனர்பூசம்', '10'],
      ['செவ்வாய்', 'மீனம்', '06°47′', 'உத்திரட்டாதி', '7'],
      ['புதன்', 'கடகம்', '02°18′', 'புனர்பூசம்', '11'],
      ['குரு', 'ரிஷபம்', '02°05′', 'கிருத்திகை', '9'],
      ['சுக்கிரன்', 'ரிஷபம்', '28°59′ (வ)', 'மிருகசீரிடம்', '9'],
      ['சனி', 'தனுசு', '00°51′', 'மூலம்', '4'],
    ],
    chartTitle: 'ராசி கட்டம் (D1)',
    planets: ['சூ', 'சந்', 'செ', 'பு', 'கு', 'சு', 'சனி', 'ரா', 'கே'],
    signNames: SIGN_NAMES.ta,
    wordsToFind: ['ஜோதிடம்', 'கன்னி', 'சந்திரன்', 'மதுரை'],
    scriptFont: 'NotoSerifTamil',
  },
  te: {
    title: 'జీవిత నివేదిక',
    subject: {
      name: 'శ్రీనివాస్ రెడ్డి',
      birth: 'జననం 21 జనవరి 1990, సాయంత్రం 5:10',
      place: 'విజయవాడ, ఆంధ్రప్రదేశ్, భారతదేశం',
    },
    labels: {
      contents: 'విషయ సూచిక',
      preparedOn: 'తయారు చేసిన తేదీ',
      page: 'పేజీ',
      disclaimerHeading: 'నిరాకరణ',
    },
    preparedOn: '26 నవంబర్ 2025',
    disclaimer:
      'జ్యోతిషం కేవలం మార్గదర్శనం మాత్రమే. ఈ నివేదిక వైద్య, న్యాయ లేదా ఆర్థిక సలహాకు ప్రత్యామ్నాయం కాదు; ముఖ్యమైన నిర్ణయాలకు ముందు అర్హులైన నిపుణులను సంప్రదించండి.',
    headings: [
      'జనన వివరాలు',
      'రాశి చక్రం',
      'గ్రహ స్థానాలు',
      'మీ లగ్నం: తుల',
      'చంద్ర రాశి',
      'జన్మ నక్షత్రం',
      'ఏడవ భావం: వివాహం',
      'యోగాలు',
      'వింశోత్తరి దశ',
      'పరిహారాలు',
    ],
    paragraphs: [
      'తుల లగ్నంలో జన్మించిన వారు సమతుల్యతను, న్యాయాన్ని ఇష్టపడతారు. మీ లగ్నాధిపతి శుక్రుడు, కళలు, సౌందర్యం మరియు సంబంధాలకు కారకుడు. ఇతరులతో సామరస్యంగా ఉండటం మీ సహజ స్వభావం.',
      'చంద్రుడు మనసుకు కారకుడు. మీ జాతకంలో చంద్రుడు పదవ భావంలో ఉండటం వల్ల మీ మనసు వృత్తి మరియు సమాజంలో గౌరవం వైపు మొగ్గు చూపుతుంది. ధ్యానం మరియు కుటుంబంతో గడిపే సమయం మనశ్శాంతిని ఇస్తాయి.',
      'గురువు దృష్టి ఏడవ భావంపై ఉండటం వల్ల వైవాహిక జీవితంలో అవగాహన మరియు సహకారం నిలుస్తాయి. శని స్థితి ఓర్పును నేర్పుతుంది: ఫలితాలు ఆలస్యంగా రావచ్చు, కానీ అవి స్థిరంగా ఉంటాయి.',
    ],
    subheading: 'స్వభావం మరియు వ్యక్తిత్వం',
    listItems: [
      'ప్రతి శనివారం రావి చెట్టు కింద దీపం వెలిగించండి.',
      'ప్రతిరోజు ఉదయం సూర్యుడికి అర్ఘ్యం ఇవ్వండి.',
      'గాయత్రీ మంత్రాన్ని 108 సార్లు జపించండి.',
      'అవసరమైన వారికి ఆహారం మరియు వస్త్రాలు దానం చేయండి.',
    ],
    facts: [
      { label: 'పేరు', value: 'శ్రీనివాస్ రెడ్డి' },
      { label: 'జనన తేదీ', value: '21 జనవరి 1990' },
      { label: 'జనన సమయం', value: 'సాయంత్రం 5:10' },
      { label: 'స్థలం', value: 'విజయవాడ (16.51° ఉ., 80.65° తూ.)' },
      { label: 'లగ్నం', value: 'తుల 04°26′' },
      { label: 'అయనాంశ', value: 'లాహిరి 23°43′' },
    ],
    positionColumns: ['గ్రహం', 'రాశి', 'అంశ', 'నక్షత్రం', 'భావం'],
    positionRows: [
      ['సూర్యుడు', 'మకరం', '07°02′', 'ఉత్తరాషాఢ', '4'],
      ['చంద్రుడు', 'కర్కాటకం', '11°40′', 'పుష్యమి', '10'],
      ['కుజుడు', 'ధనుస్సు', '23°18′', 'పూర్వాషాఢ', '3'],
      ['బుధుడు', 'ధనుస్సు', '19°55′ (వ)', 'పూర్వాషాఢ', '3'],
      ['గురువు', 'మిథునం', '08°37′ (వ)', 'ఆర్ద్ర', '9'],
      ['శుక్రుడు', 'మకరం', '00°14′', 'ఉత్తరాషాఢ', '4'],
      ['శని', 'ధనుస్సు', '27°49′', 'ఉత్తరాషాఢ', '3'],
    ],
    chartTitle: 'రాశి చక్రం (D1)',
    planets: ['సూ', 'చం', 'కు', 'బు', 'గు', 'శు', 'శ', 'రా', 'కే'],
    signNames: SIGN_NAMES.te,
    wordsToFind: ['జ్యోతిషం', 'సమతుల్యతను', 'చంద్రుడు', 'విజయవాడ'],
    scriptFont: 'NotoSerifTelugu',
  },
  en: {
    title: 'Life Report',
    subject: {
      name: String.raw`Ravi "R" #Kumar \ [Jr]`,
      birth: 'Born 9 October 1985 at 11:05',
      place: 'Pune, Maharashtra, India',
    },
    labels: {
      contents: 'Contents',
      preparedOn: 'Prepared on',
      page: 'Page',
      disclaimerHeading: 'Disclaimer',
    },
    preparedOn: '26 November 2025',
    disclaimer:
      'Astrology is guidance only. This report is not a substitute for medical, legal or financial advice; consult a qualified professional before important decisions.',
    headings: [
      'Birth details',
      'Rasi chart',
      'Planetary positions',
      'Your lagna: Scorpio',
      'Moon sign',
      'Birth nakshatra',
      '7th house: marriage and partnership',
      'Yogas',
      'Vimshottari dasha',
      'Remedies #sys $x$ [and] *mantras*',
    ],
    paragraphs: [
      'Those born with Scorpio rising are intense, private and determined. Your lagna lord is Mars, the significator of courage, energy and siblings. You rarely give up on a goal once it has caught your attention, and people sense your quiet strength.',
      'The Moon governs the mind. In your chart the Moon sits in the tenth house, so your feelings are bound up with work and with your standing in society. Regular meditation and time with family keep your emotions in balance.',
      'Jupiter aspects the seventh house, which brings understanding and cooperation to married life. Saturn teaches patience: results may come late, but they last. In difficult periods, discipline is your greatest strength.',
    ],
    subheading: 'Temperament and personality',
    listItems: [
      'Light a lamp under a peepal tree on Saturdays.',
      'Offer water to the Sun every morning.',
      'Chant the Gayatri mantra 108 times.',
      'Donate food and clothes to those in need.',
    ],
    facts: [
      { label: 'Name', value: String.raw`Ravi "R" #Kumar \ [Jr]` },
      { label: 'Date of birth', value: '9 October 1985' },
      { label: 'Time of birth', value: '11:05' },
      { label: 'Place', value: 'Pune (18.52° N, 73.86° E)' },
      { label: 'Lagna', value: 'Scorpio 02°51′' },
      { label: 'Ayanamsa', value: 'Lahiri 23°39′' },
    ],
    positionColumns: ['Planet', 'Sign', 'Degree', 'Nakshatra', 'House'],
    positionRows: [
      ['Sun', 'Virgo', '22°40′', 'Hasta', '11'],
      ['Moon', 'Leo', '14°05′', 'Purva Phalguni', '10'],
      ['Mars', 'Virgo', '03°17′', 'Uttara Phalguni', '11'],
      ['Mercury', 'Libra', '09°58′', 'Swati', '12'],
      ['Jupiter', 'Capricorn', '17°29′ (R)', 'Shravana', '3'],
      ['Venus', 'Leo', '29°12′', 'Uttara Phalguni', '10'],
      ['Saturn', 'Libra', '28°44′', 'Vishakha', '12'],
    ],
    chartTitle: 'Rasi chart (D1)',
    planets: ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'],
    signNames: SIGN_NAMES.en,
    wordsToFind: ['Scorpio', 'significator', 'Vimshottari'],
    scriptFont: null,
  },
};

describe('Typst literals', () => {
  it('escapes quotes, backslashes and control characters and keeps the rest as written', () => {
    expect(typstString('a"b\\c\nd\u0007#$*]')).toBe('"a\\"b\\\\c\\u{a}d\\u{7}#$*]"');
    expect(typstString('नमस्ते 🙏')).toBe('"नमस्ते 🙏"');
  });

  it('replaces half a surrogate pair, which UTF-8 cannot carry', () => {
    expect(typstString('a\uD800b')).toBe('"a\uFFFDb"');
  });

  it('writes one-element arrays and empty dictionaries unambiguously', () => {
    expect(typstValue(['x'])).toBe('("x",)');
    expect(typstValue([])).toBe('()');
    expect(typstValue({})).toBe('(:)');
    expect(typstValue({ 'a b': [1, 'c'] })).toBe('("a b": (1, "c",))');
  });

  it('puts the report’s script first after the Latin font', () => {
    expect(fontChain('ta')).toEqual([
      'Noto Serif',
      'Noto Serif Tamil',
      'Noto Serif Devanagari',
      'Noto Serif Telugu',
    ]);
  });
});

const hasPoppler = await popplerInstalled();

describe.skipIf(!hasPoppler)(
  'report PDF, read back with poppler-utils (skipped without pdfinfo, pdffonts and pdftotext)',
  () => {
    const typesetter = new ReportTypesetter();
    let dir = '';

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'jyotish-report-pdf-'));
    });
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    describe.each(Object.entries(FIXTURES) as [Language, FixtureText][])('%s', (lang, text) => {
      const content = report(lang, text);
      let pdf: Uint8Array;
      let pages = 0;
      let path = '';

      beforeAll(async () => {
        ({ pdf, pages } = typesetter.render(content));
        path = join(dir, `${lang}.pdf`);
        await writeFile(path, pdf);
      });

      it('reports the page count the PDF has', async () => {
        const info = await poppler('pdfinfo', [path]);
        expect(pages).toBeGreaterThanOrEqual(5);
        expect(info).toMatch(new RegExp(`^Pages:\\s+${pages}$`, 'm'));
        expect(info).toMatch(new RegExp(`^Title:\\s+${text.title}$`, 'm'));
      });

      it('embeds the script’s fonts, regular and bold, and no font of the host', async () => {
        const embedded = (await poppler('pdffonts', [path]))
          .split('\n')
          .slice(2)
          .map((line) => line.trim().split(/\s+/))
          // Columns from the end: emb, sub, uni, object number, generation; the name may be subset-prefixed.
          .filter((columns) => columns.at(-5) === 'yes')
          .map((columns) => columns[0]?.replace(/^[A-Z]{6}\+/, ''));
        const families = text.scriptFont ? ['NotoSerif', text.scriptFont] : ['NotoSerif'];
        for (const family of families) {
          expect(embedded).toContain(`${family}-Regular`);
          expect(embedded).toContain(`${family}-Bold`);
        }
        // A glyph missing from the bundled fonts would come from whatever fonts the host has.
        for (const name of embedded) {
          expect(name).toMatch(/^NotoSerif(Devanagari|Tamil|Telugu)?-(Regular|Bold)$/);
        }
      });

      it('prints the headings, contents, footer and text in the script', async () => {
        const printed = comparable(await poppler('pdftotext', [path, '-']));
        const expected = [
          ...text.wordsToFind,
          ...text.headings,
          text.title,
          text.subject.name,
          text.labels.contents,
          text.labels.disclaimerHeading,
          // Word by word: poppler may read the end of a widely justified line as another column.
          ...text.disclaimer.split(' '),
          `${text.labels.page} 3 / ${pages}`,
        ];
        for (const words of expected) expect(printed).toContain(comparable(words));
      });

      it('prints Typst syntax in the text literally', async () => {
        const printed = await poppler('pdftotext', [path, '-']);
        expect(printed).toContain('#sys.inputs');
        expect(printed).toContain('$x$');
        expect(printed).toContain('*bold*');
        expect(printed).toContain('<tag> @ref // a /* b */');
      });

      it('gives the same bytes for the same content', () => {
        expect(Buffer.from(typesetter.render(content).pdf).equals(Buffer.from(pdf))).toBe(true);
      });
    });
  },
);

import type { Translation } from '@jyotish/contract';
import type { mail as english } from '../en/mail.js';

export const mail: Translation<typeof english> = {
  welcome: {
    subject: 'Jyotish కు స్వాగతం',
    greeting: 'నమస్తే {{name}},',
    body: 'మీ Jyotish ఖాతా సిద్ధంగా ఉంది. మీ ఉచిత జాతకాన్ని రూపొందించండి, వివాహం కోసం రెండు జాతకాల పొంతన చూడండి, ఉచిత కాలిక్యులేటర్లతో దోషాలు, దశలు, ఏలినాటి శని తెలుసుకోండి, మీ కుటుంబ సభ్యుల జనన వివరాలను మీ ప్రొఫైల్‌లో భద్రపరచండి.',
    cta: 'Jyotish తెరవండి',
  },
  passwordReset: {
    subject: 'మీ Jyotish పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    body_one:
      'మీ Jyotish ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని ఎవరో అభ్యర్థించారు. కింది లింక్ ఒక్కసారి మాత్రమే, {{count}} నిమిషం పాటు పనిచేస్తుంది.',
    body_other:
      'మీ Jyotish ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని ఎవరో అభ్యర్థించారు. కింది లింక్ ఒక్కసారి మాత్రమే, {{count}} నిమిషాల పాటు పనిచేస్తుంది.',
    cta: 'కొత్త పాస్‌వర్డ్‌ను ఎంచుకోండి',
    ignore: 'ఇది మీరు కాకపోతే, ఈ ఇమెయిల్‌ను విస్మరించండి: మీ పాస్‌వర్డ్ మారదు.',
  },
  freeAnswer: {
    subject: 'మీ ఉచిత ప్రశ్నకు జవాబు వచ్చింది',
    greeting: 'నమస్తే {{name}},',
    body: 'Jyotish లో మీరు అడిగిన ప్రశ్నకు {{astrologer}} జవాబు ఇచ్చారు:',
    answer: 'జవాబు: {{answer}}',
    cta: 'Jyotish లో చదవండి',
  },
  contactMessage: {
    subject: 'సంప్రదింపు పేజీ నుండి ఒక సందేశం',
    from: '{{name}} ({{email}}) సంప్రదింపు పేజీ నుండి రాశారు, భాష: {{language}}:',
    message: 'సందేశం: {{message}}',
    cta: 'డాష్‌బోర్డ్‌లో సందేశాలను తెరవండి',
  },
};

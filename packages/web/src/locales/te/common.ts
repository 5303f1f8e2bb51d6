import type { common as en } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof en> = {
  skipToContent: 'ప్రధాన విషయానికి వెళ్ళండి',
  query: {
    loading: 'లోడ్ అవుతోంది…',
    error: 'ఇది లోడ్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
    retry: 'మళ్లీ ప్రయత్నించండి',
  },
  loading: {
    session: 'లోడ్ అవుతోంది…',
    page: 'పేజీ లోడ్ అవుతోంది...',
  },
  error: {
    title: 'ఏదో పొరపాటు జరిగింది',
    description: 'దయచేసి పేజీని రిఫ్రెష్ చేసి మళ్ళీ ప్రయత్నించండి',
    refresh: 'పేజీని రిఫ్రెష్ చేయండి',
  },
  notFound: {
    code: 'లోపం 404',
    home: 'హోమ్ పేజీకి వెళ్ళండి',
    tools: 'మా ఉచిత జ్యోతిష సాధనాలను ప్రయత్నించండి',
  },
  pending: {
    notice: 'ఈ పేజీని సిద్ధం చేస్తున్నాం, త్వరలోనే అందుబాటులోకి వస్తుంది.',
    meanwhile: 'అప్పటివరకు ఈ ఉచిత సేవలను వాడుకోండి:',
    home: 'హోమ్ పేజీ',
    tools: 'ఉచిత జ్యోతిష సాధనాలు',
  },
  access: {
    adminTitle: 'అడ్మిన్ అనుమతి అవసరం',
    adminDescription: 'ఈ పేజీని అడ్మిన్‌లు మాత్రమే తెరవగలరు.',
    astrologerTitle: 'జ్యోతిష్కుల అనుమతి అవసరం',
    astrologerDescription: 'మా వద్ద నమోదైన జ్యోతిష్కులు మాత్రమే ఈ పేజీని తెరవగలరు.',
    home: 'హోమ్ పేజీకి తిరిగి వెళ్ళండి',
  },
  calendarFeed: {
    add: 'క్యాలెండర్‌కు జోడించు',
    subscribe: 'సబ్‌స్క్రైబ్ చేయి',
    device: 'ఫోన్ లేదా కంప్యూటర్ క్యాలెండర్ (webcal)',
    google: 'Google క్యాలెండర్',
    copy: 'ఫీడ్ లింక్ కాపీ చేయి',
    copied: 'లింక్ కాపీ అయింది. Google క్యాలెండర్‌లో “URL నుంచి” ఎంచుకుని అతికించండి.',
    copyFailed: 'లింక్ కాపీ కాలేదు: {{url}}',
  },
};

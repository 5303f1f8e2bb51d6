import type { search as en } from '../en/search';
import type { Translation } from '../types';

/** साइट खोज पेज के पाठ। */
export const search: Translation<typeof en> = {
  label: 'साइट में खोजें',
  placeholder: 'लेख, टूल, राशिफल खोजें…',
  submit: 'खोजें',
  hint: 'कम से कम दो अक्षर लिखें: कोई ग्रह, त्योहार, दोष, टूल या ज्योतिषी का नाम।',
  count_one: '“{{query}}” के लिए {{count}} परिणाम',
  count_other: '“{{query}}” के लिए {{count}} परिणाम',
  none: '“{{query}}” के लिए कुछ नहीं मिला। कोई दूसरा शब्द या कम शब्द आज़माएँ।',
  kinds: {
    article: 'लेख',
    page: 'पेज',
    astrologer: 'ज्योतिषी',
  },
  inEnglish: 'अंग्रेज़ी में',
  loading: 'खोज जारी है…',
  error: 'खोज नहीं हो सकी।',
  retry: 'फिर से कोशिश करें',
};

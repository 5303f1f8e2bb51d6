import type { blog as en } from '../en/blog';
import type { Translation } from '../types';

/** ब्लॉग के पाठ: लेखों की सूची, उसके कार्ड और लेख का पेज। */
export const blog: Translation<typeof en> = {
  listing: {
    heading: 'ज्योतिष विषय',
    showing: '{{total}} में से {{from}}–{{to}} लेख',
    previous: 'पिछला',
    next: 'अगला',
    page: 'पेज {{page}}',
    pages: 'लेखों के पेज',
    empty: 'यहाँ अभी कोई लेख प्रकाशित नहीं हुआ है।',
    categories: 'श्रेणियाँ',
    all: 'सभी लेख',
    feed: 'आरएसएस फ़ीड',
  },
  card: {
    readTime: '{{count}} मिनट में पढ़ें',
    readMore: 'पूरा पढ़ें →',
    inEnglish: 'अंग्रेज़ी में',
  },
  article: {
    editorial: 'ज्योतिष संपादकीय टीम',
    published: 'प्रकाशित: {{date}}',
    updated: 'अपडेट: {{date}}',
    by: 'लेखक: {{author}}',
    related: 'इनसे जुड़े लेख',
    back: '← सभी लेख',
    notTranslated: 'यह लेख अभी हिंदी में उपलब्ध नहीं है; इसे उसी भाषा में दिखाया गया है जिसमें यह लिखा गया था।',
    fallback: 'यह लेख अभी हिंदी में अनुवादित नहीं हुआ है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।',
    computed:
      'हमारे लेखों की तिथियाँ और समय स्विस एफ़ेमेरिस (लाहिड़ी अयनांश) से गणना किए गए हैं; जब तक लेख कुछ और न कहे, ये नई दिल्ली के लिए हैं।',
  },
  loading: 'लेख लोड हो रहे हैं…',
  error: 'लेख लोड नहीं हो सके।',
  retry: 'फिर से कोशिश करें',
};

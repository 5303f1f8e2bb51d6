import type { common as en } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof en> = {
  consent: {
    title: 'एनालिटिक्स की सहमति',
    text: 'हम पेज देखे जाने की गिनती ख़ुद करते हैं, बिना कुकी के और बिना ऐसी किसी जानकारी के जिससे आपकी पहचान हो। क्या साइट के इस्तेमाल को समझने के लिए हम Google Analytics का भी उपयोग कर सकते हैं? वह अपनी कुकी रखता है।',
    policy: 'कुकी नीति',
    allow: 'अनुमति दें',
    deny: 'नहीं, धन्यवाद',
  },
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  query: {
    loading: 'लोड हो रहा है…',
    error: 'यह लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
  loading: {
    session: 'लोड हो रहा है…',
    page: 'पेज लोड हो रहा है...',
  },
  error: {
    title: 'कुछ गड़बड़ हो गई',
    description: 'कृपया पेज को रीफ़्रेश करके फिर से कोशिश करें',
    refresh: 'पेज रीफ़्रेश करें',
  },
  notFound: {
    code: 'त्रुटि 404',
    home: 'होम पेज पर जाएँ',
    tools: 'हमारे मुफ़्त ज्योतिष टूल आज़माएँ',
  },
  pending: {
    notice: 'हम यह पेज तैयार कर रहे हैं, यह जल्द ही उपलब्ध होगा।',
    meanwhile: 'तब तक ये मुफ़्त सेवाएँ इस्तेमाल करें:',
    home: 'होम पेज',
    tools: 'मुफ़्त ज्योतिष टूल',
  },
  access: {
    adminTitle: 'एडमिन एक्सेस ज़रूरी है',
    adminDescription: 'यह पेज केवल एडमिन खोल सकते हैं।',
    astrologerTitle: 'ज्योतिषी एक्सेस ज़रूरी है',
    astrologerDescription: 'यह पेज केवल हमारे साथ पंजीकृत ज्योतिषी खोल सकते हैं।',
    home: 'होम पेज पर लौटें',
  },
  calendarFeed: {
    add: 'कैलेंडर में जोड़ें',
    subscribe: 'सब्सक्राइब करें',
    device: 'फ़ोन या कंप्यूटर का कैलेंडर (webcal)',
    google: 'Google कैलेंडर',
    copy: 'फ़ीड का लिंक कॉपी करें',
    copied: 'लिंक कॉपी हो गया। Google कैलेंडर में “URL से” चुनें और उसे पेस्ट करें।',
    copyFailed: 'लिंक कॉपी नहीं हो सका: {{url}}',
  },
};

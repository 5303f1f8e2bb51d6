import type { Translation } from '@jyotish/contract';
import type { mail as english } from '../en/mail.js';

export const mail: Translation<typeof english> = {
  welcome: {
    subject: 'Jyotish में आपका स्वागत है',
    greeting: 'नमस्ते {{name}},',
    body: 'आपका Jyotish खाता तैयार है। अपनी मुफ़्त कुंडली बनाएँ, विवाह के लिए दो कुंडलियाँ मिलाएँ, मुफ़्त कैलकुलेटर से दोष, दशा और साढ़े साती देखें, और अपने परिवार का जन्म विवरण अपनी प्रोफ़ाइल में सहेजें।',
    cta: 'Jyotish खोलें',
  },
  passwordReset: {
    subject: 'अपना Jyotish पासवर्ड रीसेट करें',
    body_one:
      'किसी ने आपके Jyotish खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नीचे दिया गया लिंक केवल एक बार, {{count}} मिनट तक काम करेगा।',
    body_other:
      'किसी ने आपके Jyotish खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नीचे दिया गया लिंक केवल एक बार, {{count}} मिनट तक काम करेगा।',
    cta: 'नया पासवर्ड चुनें',
    ignore: 'यदि यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
  },
  freeAnswer: {
    subject: 'आपके मुफ़्त प्रश्न का उत्तर आ गया है',
    greeting: 'नमस्ते {{name}},',
    body: '{{astrologer}} ने Jyotish पर पूछे गए आपके प्रश्न का उत्तर दिया है:',
    answer: 'उत्तर: {{answer}}',
    cta: 'Jyotish पर पढ़ें',
  },
  contactMessage: {
    subject: 'संपर्क पेज से एक संदेश',
    from: '{{name}} ({{email}}) ने संपर्क पेज से लिखा है, भाषा: {{language}}:',
    message: 'संदेश: {{message}}',
    cta: 'डैशबोर्ड पर संदेश खोलें',
  },
};

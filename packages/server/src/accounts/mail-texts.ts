import type { Language } from '@jyotish/contract';

/**
 * The texts of account e-mails in each language; `{name}` and `{link}` are filled in. A mail
 * points only at what works today (kundli, matching, the calculators, the profile), never at a
 * page that is still being prepared.
 */
export const MAIL_TEXTS: Record<
  Language,
  {
    readonly welcomeSubject: string;
    readonly welcomeGreeting: string;
    readonly welcomeBody: string;
    readonly welcomeCta: string;
    readonly resetSubject: string;
    readonly resetBody: string;
    readonly resetCta: string;
    readonly resetIgnore: string;
  }
> = {
  en: {
    welcomeSubject: 'Welcome to Jyotish',
    welcomeGreeting: 'Namaste {name},',
    welcomeBody:
      'Your Jyotish account is ready. Create your free kundli, match two charts for marriage, check doshas, dasha periods and sade sati with the free calculators, and save the birth details of your family in your profile.',
    welcomeCta: 'Open Jyotish',
    resetSubject: 'Reset your Jyotish password',
    resetBody:
      'Someone asked to reset the password of your Jyotish account. The link below works once, for 30 minutes.',
    resetCta: 'Choose a new password',
    resetIgnore: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  hi: {
    welcomeSubject: 'Jyotish में आपका स्वागत है',
    welcomeGreeting: 'नमस्ते {name},',
    welcomeBody:
      'आपका Jyotish खाता तैयार है। अपनी मुफ़्त कुंडली बनाएँ, विवाह के लिए दो कुंडलियाँ मिलाएँ, मुफ़्त कैलकुलेटर से दोष, दशा और साढ़े साती देखें, और अपने परिवार का जन्म विवरण अपनी प्रोफ़ाइल में सहेजें।',
    welcomeCta: 'Jyotish खोलें',
    resetSubject: 'अपना Jyotish पासवर्ड रीसेट करें',
    resetBody:
      'किसी ने आपके Jyotish खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नीचे दिया गया लिंक केवल एक बार, 30 मिनट तक काम करेगा।',
    resetCta: 'नया पासवर्ड चुनें',
    resetIgnore: 'यदि यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
  },
  ta: {
    welcomeSubject: 'Jyotish-க்கு வரவேற்கிறோம்',
    welcomeGreeting: 'வணக்கம் {name},',
    welcomeBody:
      'உங்கள் Jyotish கணக்கு தயார். உங்கள் இலவச ஜாதகத்தை உருவாக்குங்கள், திருமணத்துக்கு இரண்டு ஜாதகங்களின் பொருத்தம் பாருங்கள், இலவசக் கணிப்பான்களில் தோஷம், தசை, ஏழரைச் சனி அறியுங்கள், உங்கள் குடும்பத்தினரின் பிறப்பு விவரங்களை உங்கள் சுயவிவரத்தில் சேமியுங்கள்.',
    welcomeCta: 'Jyotish-ஐத் திறக்கவும்',
    resetSubject: 'உங்கள் Jyotish கடவுச்சொல்லை மீட்டமைக்கவும்',
    resetBody:
      'உங்கள் Jyotish கணக்கின் கடவுச்சொல்லை மீட்டமைக்க ஒருவர் கோரியுள்ளார். கீழே உள்ள இணைப்பு ஒரு முறை மட்டும், 30 நிமிடங்களுக்குச் செயல்படும்.',
    resetCta: 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்',
    resetIgnore: 'இது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
  },
  te: {
    welcomeSubject: 'Jyotish కు స్వాగతం',
    welcomeGreeting: 'నమస్తే {name},',
    welcomeBody:
      'మీ Jyotish ఖాతా సిద్ధంగా ఉంది. మీ ఉచిత జాతకాన్ని రూపొందించండి, వివాహం కోసం రెండు జాతకాల పొంతన చూడండి, ఉచిత కాలిక్యులేటర్లతో దోషాలు, దశలు, ఏలినాటి శని తెలుసుకోండి, మీ కుటుంబ సభ్యుల జనన వివరాలను మీ ప్రొఫైల్‌లో భద్రపరచండి.',
    welcomeCta: 'Jyotish తెరవండి',
    resetSubject: 'మీ Jyotish పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    resetBody:
      'మీ Jyotish ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని ఎవరో అభ్యర్థించారు. కింది లింక్ ఒక్కసారి మాత్రమే, 30 నిమిషాల పాటు పనిచేస్తుంది.',
    resetCta: 'కొత్త పాస్‌వర్డ్‌ను ఎంచుకోండి',
    resetIgnore: 'ఇది మీరు కాకపోతే, ఈ ఇమెయిల్‌ను విస్మరించండి: మీ పాస్‌వర్డ్ మారదు.',
  },
};

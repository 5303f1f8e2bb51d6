/** Texts of the home page below its first screen, and of the astro-tools page. */
export const homeSections = {
  tools: {
    title: 'Free astrology tools',
    subtitle: 'Exact calculations for your chart, your match and your day. No sign-in needed.',
    viewAll: 'See all free tools',
    blurbs: {
      kundli: 'Your complete birth chart with planets, houses and dashas.',
      kundliMatching: 'Ashtakoota guna matching for marriage compatibility.',
      panchang: 'Tithi, nakshatra, yoga, karana and timings for the day.',
      dailyHoroscope: 'What the day holds for your sign.',
      moonSignChecker: 'Find your rashi from your birth details.',
      nakshatraFinder: 'Discover your birth star and its pada.',
      dashaCalculator: 'The Vimshottari dasha periods of your life.',
      numerology: 'Your life path, destiny and name numbers.',
      doshamDetector: 'Check for Mangal, Kaal Sarp and other doshas.',
      lalKitab: 'Lal Kitab chart reading with simple remedies.',
      babyNaming: 'Auspicious first syllables from the birth nakshatra.',
      luckyNumbers: 'Numbers, days and colours that favour you.',
    },
  },
  zodiac: {
    title: 'Daily horoscope by sign',
    subtitle: 'Choose your sign to read what today holds for you.',
    note: 'Dates show when the Sun is in each sign by the sidereal (Lahiri) zodiac. Vedic horoscopes are read from your Moon sign.',
    moonSignLink: 'Find your Moon sign',
    tileLabel: '{{sign}} daily horoscope, {{dates}}',
  },
  panchang: {
    live: {
      title: 'Today’s panchang',
      place: 'New Delhi (IST)',
      tithi: 'Tithi',
      nakshatra: 'Nakshatra',
      yoga: 'Yoga',
      karana: 'Karana',
      vara: 'Weekday',
      sunrise: 'Sunrise',
      sunset: 'Sunset',
      rahuKaal: 'Rahu kaal',
      yamaganda: 'Yamaganda',
      abhijit: 'Abhijit muhurat',
      brahma: 'Brahma muhurat',
      left: '{{percent}}% left at sunrise',
      until: 'until {{time}}',
      lord: 'lord {{planet}}',
      range: '{{start}} to {{end}}',
      full: 'Full panchang for your place',
      loading: 'Loading today’s panchang…',
      error: 'Today’s panchang could not be loaded.',
      retry: 'Try again',
    },
    title: 'Panchang & Muhurat',
    subtitle: 'Plan your day with the traditional Hindu calendar and auspicious timings.',
    links: {
      panchang: { label: "Today's Panchang", hint: 'Tithi, nakshatra, yoga and karana' },
      choghadiya: { label: 'Choghadiya', hint: 'Good and bad periods of the day and night' },
      rahuKaal: { label: 'Rahu Kaal', hint: 'The inauspicious window to avoid' },
      shubhMuhurat: { label: 'Shubh Muhurat', hint: 'Dates for marriage, griha pravesh and more' },
      horaTimings: { label: 'Hora Timings', hint: 'The planetary hours of the day' },
    },
  },
  forms: {
    title: 'Your kundli or your match, in a minute',
    subtitle:
      'Enter the birth details and pick the place from the list: the chart is calculated for that exact moment and place.',
    tabsLabel: 'Choose a form',
    tabs: { generate: 'Generate Kundli', matching: 'Kundli Matching' },
  },
  astrologers: {
    title: 'Talk to an astrologer',
    subtitle:
      'Chat with Vedic astrologers, billed by the minute from your wallet. Ratings come only from reviews of real consultations.',
    error: 'The astrologers could not be loaded just now.',
    viewAll: 'See all astrologers',
  },
  topics: {
    title: 'Latest astrology topics',
    subtitle:
      'Transits, retrogrades, eclipses and festivals, with the dates and positions checked against the ephemeris.',
    viewAll: 'Read the blog',
  },
  reports: {
    title: 'Premium reports',
    subtitle: 'A detailed PDF written from your own chart, ready in minutes, in your language.',
    open: 'See the {{title}}',
  },
  testimonials: {
    title: 'What our users say',
    subtitle: 'Reviews written after real consultations on Jyotish.',
    carousel: 'carousel',
    slideRole: 'testimonial',
    slide: '{{index}} of {{count}}',
    show: 'Show testimonial {{index}}',
    rating: 'Rated {{rating}} out of 5',
    service: 'Chat with',
    verified: 'Verified consultation',
  },
  about: {
    title: 'Vedic astrology, done properly',
    paragraph1:
      '{{siteName}} combines the classical rules of Parashari Jyotish with modern astronomy. Every chart starts from the exact positions of the planets at your moment and place of birth, computed with the Swiss Ephemeris and the Lahiri ayanamsa, so the numbers behind each reading can be checked.',
    paragraph2:
      'Use the free tools for your kundli, guna matching, moon sign, nakshatra, lagna, doshas, dasha periods and sade sati, and the daily panchang with its timings for any place; none of them needs an account. When you want a person to read your chart, chat with an astrologer by the minute, ask one question free, or order a detailed PDF report.',
    paragraph3:
      'Everything is available in English, हिन्दी, தமிழ் and తెలుగు, and the source code is open, so anyone can see exactly how each calculation is made.',
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      free: {
        question: 'Is the kundli free?',
        answer:
          'Yes. Your birth chart, with planetary positions, houses, divisional charts and Vimshottari dasha, is free, and so are matching and the calculators. You do not need an account.',
      },
      ayanamsa: {
        question: 'Which ayanamsa do you use?',
        answer:
          'Lahiri (Chitrapaksha) ayanamsa by default, the standard adopted by the Government of India for the national calendar and used by most Vedic astrologers.',
      },
      languages: {
        question: 'Which languages is the site available in?',
        answer:
          'English, Hindi, Tamil and Telugu. Every page has its own address in each language, for example /hindi/kundli, /tamil/kundli and /telugu/kundli.',
      },
      privacy: {
        question: 'Is my personal data safe?',
        answer:
          'Your password is never stored, only an argon2id hash of it. On the live site every page and every answer travels encrypted (HTTPS), and browsers are told never to use an unencrypted connection. The birth details you save can be read only from your account, and your consultations are confidential: a chat is seen by you and your astrologer, and an administrator may open one only to settle a complaint, with the reason recorded. The tools need no account at all.',
      },
      accuracy: {
        question: 'How accurate are the calculations?',
        answer:
          'Planetary positions come from the Swiss Ephemeris, which is derived from NASA JPL ephemerides and accurate to well under an arcsecond. Your chart is calculated for the exact time, latitude and longitude of your birth.',
      },
      guidance: {
        question: 'Can astrology tell my future for certain?',
        answer:
          'No. Astrology offers guidance, not certainty. It is no substitute for medical, legal or financial advice, and important decisions should rest on your own judgement.',
      },
    },
  },
  astroTools: {
    lead: 'Free Vedic astrology tools, from your complete kundli to your dasha periods, computed with the Swiss Ephemeris. None needs an account.',
    listLabel: 'Free tools',
    open: 'Open',
    more: 'More traditional tools',
  },
} as const;

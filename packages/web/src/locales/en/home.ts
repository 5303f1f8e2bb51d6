/** Texts of the home page and the astro-tools page. */
export const home = {
  hero: {
    eyebrow: 'Vedic astrology, calculated precisely',
    title: 'Your birth chart, calculated exactly, in your own language',
    lead: 'A free kundli, kundli matching and calculators for moon sign, nakshatra, lagna, doshas, dasha and sade sati, computed with the Swiss Ephemeris, the planetary data professional astrologers rely on. In English, हिन्दी, தமிழ் and తెలుగు.',
    actionsLabel: 'Get started',
    freeKundli: 'Free Kundli',
    kundliMatching: 'Kundli Matching',
  },
  trust: {
    label: 'What you get',
    ephemerisValue: 'Swiss Ephemeris',
    ephemeris: 'Precise planetary positions',
    languages: 'languages',
    freeValue: 'Free',
    free: 'Kundli, matching and calculators',
    openSourceValue: 'Open source',
    openSource: 'Every calculation can be checked',
  },
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
  about: {
    title: 'Vedic astrology, done properly',
    paragraph1:
      '{{siteName}} combines the classical rules of Parashari Jyotish with modern astronomy. Every chart starts from the exact positions of the planets at your moment and place of birth, computed with the Swiss Ephemeris and the Lahiri ayanamsa, so the numbers behind each reading can be checked.',
    paragraph2:
      'Use the free tools for your kundli, guna matching, moon sign, nakshatra, lagna, doshas, dasha periods and sade sati, and the daily panchang with its timings for any place; none of them needs an account. Horoscopes, reports and consultations with astrologers are still being built, and their pages say so until they work.',
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
          'Your password is never stored, only an argon2id hash of it. The birth profiles you save can be read only from your account, and the tools need no account at all. The source code is open, so anyone can check how your data is handled.',
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
    lead: 'Free Vedic astrology tools, from your complete kundli to your dasha periods, computed with the Swiss Ephemeris. A tool still being built says so on its page.',
    listLabel: 'Free tools',
    open: 'Open',
    more: 'More traditional tools',
  },
} as const;

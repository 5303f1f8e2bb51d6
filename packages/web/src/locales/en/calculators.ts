/** Texts of the birth-detail calculators: moon sign, nakshatra, lagna, doshas, sade sati, dasha. */
export const calculators = {
  lead: 'Enter your birth details and pick the place from the suggestions; the answer is computed from the same sidereal (Lahiri) chart as the full kundli.',
  forName: 'For {{name}}, born {{date}} at {{time}}',
  fullKundli: 'Open the full kundli',
  loading: 'Calculating…',
  error: 'The calculation failed. Please check the details and try again.',
  retry: 'Try again',
  edit: 'Change birth details',
  signLord: 'Its lord is {{lord}}.',
  degree: '{{degree}} in {{sign}}.',
  explain: {
    moonSign:
      'Your moon sign (rasi) is the sidereal sign the Moon occupied at your birth. Vedic astrology reads daily horoscopes, sade sati and matching from it. The Moon moves about 13° a day, so near a sign’s edge the birth time matters.',
    nakshatra:
      'Your birth nakshatra (janma nakshatra) is the one of the 27 lunar mansions of 13°20′ that held the Moon at birth; each has four padas of 3°20′. Its lord starts your Vimshottari dasha.',
    lagna:
      'The lagna (ascendant) is the sidereal sign rising on the eastern horizon at the moment and place of birth. It changes about every two hours, so it needs an exact birth time and place.',
    dosham:
      'Mangal, Kaal sarp and Pitra dosha are read from the chart by the rules shown with each result; a classical cancellation found in the chart is named. A dosha is a traditional indication, not a verdict on a life.',
    sadeSati:
      'Sade sati is the roughly seven and a half years while Saturn transits the 12th, 1st and 2nd signs from your natal Moon; the two dhaiya are its stays in the 4th and 8th. The dates below come from Saturn’s computed transits, retrograde re-entries included.',
    dasha:
      'The Vimshottari dasha divides 120 years among nine planets, starting from the lord of your birth nakshatra with the balance left at birth. Open a period to see its sub-periods; the running one is highlighted.',
    gemstones:
      'Gemstones are chosen from your own chart: the stone of your lagna lord, of the yogakaraka, of the lords of the 9th and 5th houses, and of the planet whose mahadasha runs now, unless it is a functional malefic for your lagna. Enter your birth details to see yours and the stones to avoid.',
    lalKitab:
      'The Lal Kitab reads your chart with the signs fixed to the houses (house 1 is always Aries) and names the debts (rin) your planets show, each with the rule behind it and the family remedy the book gives.',
  },
  results: {
    moonSign: 'Your moon sign (rasi)',
    nakshatra: 'Your birth nakshatra',
    pada: 'Pada',
    lord: 'Nakshatra lord',
    deity: 'Deity',
    syllables: 'Name syllables by pada',
    syllablesLead: 'A name traditionally starts with the syllable of the birth pada, marked here.',
    lagna: 'Your lagna (ascendant)',
  },
  sadeSati: {
    heading: 'Saturn’s periods over your life',
    current: 'Running now',
    noneNow: 'No sade sati or dhaiya is running now.',
    nowIn: 'Running now: {{kinds}}.',
    kind: 'Period',
    start: 'From',
    end: 'To',
    kinds: {
      sade_sati: 'Sade sati',
      kantaka: 'Kantaka (small) dhaiya',
      ashtama: 'Ashtama dhaiya',
    },
    moonSign: 'Counted from your moon sign, {{sign}}.',
  },
  numerology: {
    lucky: {
      title: 'Lucky for you',
      numbers: 'Lucky numbers',
      days: 'Lucky days',
      colors: 'Lucky colours',
      gemstone: 'Gemstone',
      rule: 'By {{planet}}, the ruler of your moolank {{moolank}}, and its natural friends.',
    },
    luckyLead:
      'Your lucky numbers, days, colours and gemstone from your birth date and name, by the graha that rules your moolank.',
    lead: 'Your name and birth numbers by the Chaldean and Pythagorean systems, with moolank, bhagyank and your personal year.',
    name: 'Your name',
    nameHint:
      'As you write it. A name in Hindi, Tamil or Telugu script is written in English letters first.',
    birthDate: 'Date of birth',
    year: 'Personal year',
    submit: 'Calculate',
    latinName: 'Counted as “{{name}}”',
    transliterated: 'Your name was written in English letters to count it: “{{name}}”.',
    compound: 'compound {{compound}}',
    numbers: {
      chaldean: 'Name number (Chaldean)',
      pythagorean: 'Name number (Pythagorean)',
      soulUrge: 'Soul urge',
      personality: 'Personality',
      moolank: 'Moolank (birth number)',
      bhagyank: 'Bhagyank (destiny number)',
      personalYear: 'Personal year {{year}}',
    },
    how: 'How it is counted',
    howText:
      'Chaldean: A I J Q Y = 1, B K R = 2, C G L S = 3, D M T = 4, E H N X = 5, U V W = 6, O Z = 7, F P = 8. Pythagorean: A–I = 1–9, J–R = 1–9, S–Z = 1–8. The compound is the plain sum of the letters; the number is its digits added until one remains. Soul urge counts the vowels A E I O U, personality the other letters. Moolank is the day of birth reduced, bhagyank every digit of the birth date, the personal year the birth day and month with the year asked.',
    edit: 'Change the details',
  },
};

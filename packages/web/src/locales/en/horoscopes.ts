/** Texts of the horoscope pages; the readings themselves come from the server's phrase library. */
export const horoscopes = {
  hubIntro:
    'Horoscopes computed every day from the real positions of the planets, for the twelve Moon signs.',
  moonSignNote:
    'Read from your Moon sign (rashi), the sign the Moon was in at your birth, as is the custom in India.',
  pickSign: 'Choose your sign',
  dontKnow: 'I don’t know my sign',
  allSigns: 'All signs',
  readMore: 'Full reading',
  period: {
    daily: 'Daily',
    weekly: 'Weekly',
    monthly: 'Monthly',
    yearly: 'Yearly',
  },
  section: {
    general: 'General',
    love: 'Love and relationships',
    career: 'Career',
    health: 'Health',
    money: 'Money',
  },
  lucky: {
    title: 'Lucky for you',
    number: 'Number',
    color: 'Colour',
    time: 'Time',
  },
  why: {
    title: 'Why this reading',
    intro:
      'The positions this reading comes from, computed with the Swiss Ephemeris (sidereal, Lahiri). Houses are counted from your sign, which is the 1st.',
    house: '{{house}} house',
    range: '{{from}} to {{to}}',
    since: 'from {{from}}',
    event: {
      ingress: 'enters {{sign}}',
      retrograde: 'turns retrograde',
      direct: 'turns direct',
      'combust-begin': 'becomes combust',
      'combust-end': 'leaves combustion',
    },
  },
  nav: {
    yesterday: 'Yesterday',
    today: 'Today',
    tomorrow: 'Tomorrow',
    previous: 'Previous',
    next: 'Next',
    label: 'Choose the period',
  },
  angleIntro: {
    love: 'Today’s love and relationship reading for each Moon sign, from where the Moon moves today.',
    career: 'Today’s career reading for each Moon sign, from where the Moon moves today.',
    health: 'Today’s health reading for each Moon sign, from where the Moon moves today.',
  },
  zodiac: {
    intro:
      'The twelve signs of the Vedic (sidereal) zodiac and their ruling planets. Your Moon sign decides which horoscope is yours.',
    lord: 'Ruled by {{planet}}',
    today: 'Today’s horoscope',
  },
  year: {
    intro:
      'The year for each Moon sign: Jupiter, Saturn, Rahu and Ketu through your houses, with sade sati and dhaiya where they apply.',
  },
};

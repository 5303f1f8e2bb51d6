/** Texts of the tarot pages; the cards’ meanings come from the server in the page language. */
export const tarot = {
  lead: 'Think of a question, choose a spread and draw. The cards are shuffled on our server by a fair Fisher–Yates shuffle fed by a cryptographic random source, so every card is equally likely, upright or reversed.',
  question: 'Your question (optional)',
  questionPlaceholder: 'For example: What should I keep in mind about my new job?',
  questionPrivate: 'Your question stays on this device: it is not sent or saved.',
  spread: 'Spread',
  spreads: {
    'one-card': 'One card',
    'three-card': 'Past, present, future',
    'celtic-cross': 'Celtic cross',
  },
  cards_one: '{{count}} card',
  cards_other: '{{count}} cards',
  draw: 'Shuffle and draw',
  drawAgain: 'Shuffle and draw again',
  error: 'The cards could not be drawn. Please try again.',
  loading: 'Loading…',
  yourQuestion: 'Your question:',
  upright: 'Upright',
  reversed: 'Reversed',
  howTitle: 'How the cards are drawn and read',
  how: 'The 78 cards (22 trumps and four suits of 14) are shuffled on the server with the Fisher–Yates method, each step choosing among the remaining cards with Node’s crypto.randomInt, which draws from the operating system’s secure random source without bias; each card then falls upright or reversed with even chance. Our tests draw tens of thousands of spreads and check with a chi-square test that every card is equally likely in every position. The meanings follow A. E. Waite’s Pictorial Key to the Tarot (1910), retold in our own words; the card faces are drawn for Jyotish. Tarot is a tool for reflection, not a prediction.',
  deckTitle: 'All 78 cards and their meanings',
  deckLead: 'The trumps first, then wands, cups, swords and pentacles, ace to king.',
  year: {
    lead: 'Your tarot card for 2025 comes from your birthday by a fixed rule, the year has its own card, and each sign has the trump the tradition gives it. Then draw a reading for the year.',
    birthDate: 'Your date of birth',
    submit: 'Find my 2025 card',
    personal:
      'Your 2025 year card: {{month}} + {{day}} + {{year}} = {{sum}}, digits added until 22 or less',
    collective: 'The card of {{year}} itself: 2 + 0 + 2 + 5 = 9',
    signsTitle: 'The trump of each sign',
    signsLead:
      'The Golden Dawn gave each zodiac sign a trump, and the Rider–Waite–Smith deck was drawn to match: Aries the Emperor, Taurus the Hierophant and so on.',
    readingTitle: 'Draw a reading for 2025',
  },
};

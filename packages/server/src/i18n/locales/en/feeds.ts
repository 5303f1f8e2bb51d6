/** Texts of the calendar feeds (`.ics`): calendar names and event titles. */
export const feeds = {
  place: '{{latitude}}, {{longitude}}',
  festivals: {
    name: 'Hindu festivals {{year}} ({{place}})',
    description:
      'Festivals, Ekadashi, Purnima, Amavasya and eclipses from Jyotish, each dated by its rule for {{place}}.',
    eclipse: '{{kind}} ({{type}})',
    visible: 'Visible at this place.',
    notVisible: 'Not visible at this place.',
  },
  rahuKaal: {
    name: 'Rahu kaal ({{place}})',
    description:
      'The daily Rahu kaal from Jyotish, from each day’s sunrise and sunset at {{place}}.',
    summary: 'Rahu kaal',
    detail: 'Rahu kaal: by tradition no new work is begun in it.',
  },
  muhurat: {
    name: 'Shubh muhurat for {{purpose}} ({{place}})',
    description:
      'Windows from Jyotish favoured for {{purpose}} at {{place}}, with the reasons for each.',
    summary: 'Muhurat for {{purpose}}',
  },
  eclipseKind: { solar: 'Solar eclipse', lunar: 'Lunar eclipse' },
  eclipseType: {
    total: 'total',
    annular: 'annular',
    hybrid: 'hybrid',
    partial: 'partial',
    penumbral: 'penumbral',
  },
} as const;

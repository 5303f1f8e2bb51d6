/** Texts of the kundli matching pages: the boy/girl form and the ashtakoota report. */
export const matching = {
  form: {
    lead: 'Enter both partners’ birth details. Pick each place from the suggestions so that each chart uses its exact coordinates and time zone.',
    formLabel: 'Birth details of both partners',
    submit: 'Match Kundli',
    edit: 'Change birth details',
    partners: {
      boy: {
        legend: 'Boy’s details',
        name: 'Boy’s name',
        date: 'Boy’s birth date',
        time: 'Boy’s birth time',
        place: 'Boy’s birth place',
      },
      girl: {
        legend: 'Girl’s details',
        name: 'Girl’s name',
        date: 'Girl’s birth date',
        time: 'Girl’s birth time',
        place: 'Girl’s birth place',
      },
    },
    errors: {
      boy: {
        name: "Boy's name is required",
        date: "Boy's birth date is required",
        dateNotInCalendar: "Boy's birth date is not a calendar date: {{month}} has {{days}} days",
        time: "Boy's birth time is required",
        place: "Boy's birth place is required",
        placeNotPicked: "Pick the boy's birth place from the suggestions",
      },
      girl: {
        name: "Girl's name is required",
        date: "Girl's birth date is required",
        dateNotInCalendar: "Girl's birth date is not a calendar date: {{month}} has {{days}} days",
        time: "Girl's birth time is required",
        place: "Girl's birth place is required",
        placeNotPicked: "Pick the girl's birth place from the suggestions",
      },
    },
    locationsRequired: {
      title: 'Locations Required',
      description: 'Please select birth places for both partners',
    },
  },
  result: {
    loading: 'Matching the charts…',
    error: 'The match could not be calculated. Please check the details and try again.',
    retry: 'Try again',
    heading: '{{boy}} and {{girl}}',
    total: 'Guna milan',
    outOf: '{{total}} of {{max}} points',
    kootas: {
      heading: 'The eight kootas',
      lead: 'Each koota compares one quality of the two Moons (sign and nakshatra); its maximum grows with its weight, from 1 for varna to 8 for nadi.',
      koota: 'Koota',
      boy: 'Boy',
      girl: 'Girl',
      points: 'Points',
      meaning: 'Meaning',
      exception: 'Exception applied',
      score: '{{score}} of {{max}}',
    },
    manglik: {
      heading: 'Manglik comparison',
      lead: 'Mars in house 1, 2, 4, 7, 8 or 12 counted from the lagna, the Moon or Venus makes a chart manglik. Two manglik charts cancel each other.',
      boy: 'Boy: {{name}}',
      girl: 'Girl: {{name}}',
      cancelled: 'Manglik dosha cancelled for this match',
      notCancelled: 'Manglik dosha remains for this match',
      none: 'No manglik dosha in this match',
    },
    charts: {
      heading: 'Both birth charts',
      moon: 'Moon in {{sign}}, nakshatra {{nakshatra}} pada {{pada}}; lagna {{lagna}}',
    },
    copyLink: 'Copy link to this match',
    partnerKundli: 'Open the full kundli',
    honest:
      'Guna milan is a traditional first screen of compatibility, computed here from the sidereal (Lahiri) Moon of each birth. It is guidance, not a prediction.',
  },
};

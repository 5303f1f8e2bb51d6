import type { places as en } from '../en/places';
import type { Translation } from '../types';

export const places: Translation<typeof en> = {
  field: {
    placeholder: 'మీ నగరం, పట్టణం లేదా గ్రామం పేరు రాయండి',
    namePlaceholder: 'ప్రదేశం పేరు (ఐచ్ఛికం)',
    hint: 'కనీసం 2 అక్షరాలు రాసి, జాబితా నుండి మీ ప్రదేశాన్ని ఎంచుకోండి.',
    coordinatesHint: 'ప్రదేశం యొక్క అక్షాంశం, రేఖాంశం రాయండి.',
    searching: 'వెతుకుతోంది…',
    noResults: 'ప్రదేశాలు ఏవీ కనబడలేదు. వేరే పదంతో వెతకండి.',
    suggestions: 'సూచించిన ప్రదేశాలు',
    enterCoordinates: 'బదులుగా నిర్దేశాంకాలు నమోదు చేయండి',
    searchByName: 'బదులుగా ప్రదేశం పేరుతో వెతకండి',
    latitude: 'అక్షాంశం (ఉత్తరం; దక్షిణానికి రుణ సంఖ్య)',
    longitude: 'రేఖాంశం (తూర్పు; పడమరకు రుణ సంఖ్య)',
    coordinates: '{{latitude}}, {{longitude}} · కాల మండలం {{timezone}}',
  },
  birthDetails: {
    lead: 'మీ జనన వివరాలు నమోదు చేయండి. మీ జాతకం ఖచ్చితమైన నిర్దేశాంకాలు, కాల మండలంతో తయారయ్యేలా సూచనల నుండి ప్రదేశాన్ని ఎంచుకోండి.',
    errors: {
      name: 'పేరు కనీసం 2 అక్షరాలు ఉండాలి',
      date: 'పుట్టిన తేదీ తప్పనిసరి',
      time: 'పుట్టిన సమయం తప్పనిసరి',
      place: 'పుట్టిన ప్రదేశం తప్పనిసరి',
    },
    locationRequired: {
      description: 'దయచేసి సూచనల నుండి మీ పుట్టిన ప్రదేశాన్ని ఎంచుకోండి',
    },
  },
};

import type { Translation } from '@jyotish/contract';
import type { feeds as english } from '../en/feeds.js';

export const feeds: Translation<typeof english> = {
  place: 'అక్షాంశం {{latitude}}, రేఖాంశం {{longitude}}',
  festivals: {
    name: 'హిందూ పండుగలు {{year}} ({{place}})',
    description:
      'Jyotish నుంచి పండుగలు, ఏకాదశి, పౌర్ణమి, అమావాస్య, గ్రహణాలు; ఒక్కొక్కటి {{place}} కోసం దాని నియమం ప్రకారం.',
    eclipse: '{{kind}} ({{type}} గ్రహణం)',
    visible: 'ఈ ప్రదేశం నుంచి కనిపిస్తుంది.',
    notVisible: 'ఈ ప్రదేశం నుంచి కనిపించదు.',
  },
  rahuKaal: {
    name: 'రాహుకాలం ({{place}})',
    description: 'Jyotish నుంచి రోజువారీ రాహుకాలం, {{place}} లో ప్రతి రోజు సూర్యోదయ సూర్యాస్తమయాల నుంచి.',
    summary: 'రాహుకాలం',
    detail: 'రాహుకాలం: సంప్రదాయం ప్రకారం ఇందులో కొత్త పని మొదలుపెట్టరు.',
  },
  muhurat: {
    name: '{{purpose}} శుభ ముహూర్తాలు ({{place}})',
    description: 'Jyotish నుంచి {{place}} కోసం {{purpose}} శుభ ముహూర్తాలు, ఒక్కొక్కదాని కారణాలతో.',
    summary: '{{purpose}} ముహూర్తం',
  },
  eclipseKind: { solar: 'సూర్య గ్రహణం', lunar: 'చంద్ర గ్రహణం' },
  eclipseType: {
    total: 'సంపూర్ణ',
    annular: 'కంకణాకార',
    hybrid: 'మిశ్రమ',
    partial: 'పాక్షిక',
    penumbral: 'ఉపచ్ఛాయ',
  },
};

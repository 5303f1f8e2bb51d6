import type { search as en } from '../en/search';
import type { Translation } from '../types';

/** సైట్ శోధన పేజీ పాఠాలు. */
export const search: Translation<typeof en> = {
  label: 'సైట్‌లో వెతకండి',
  placeholder: 'వ్యాసాలు, సాధనాలు, రాశిఫలాలు వెతకండి…',
  submit: 'వెతుకు',
  hint: 'కనీసం రెండు అక్షరాలు టైప్ చేయండి: ఒక గ్రహం, పండుగ, దోషం, సాధనం లేదా జ్యోతిష్కుడి పేరు.',
  count_one: '“{{query}}” కోసం {{count}} ఫలితం',
  count_other: '“{{query}}” కోసం {{count}} ఫలితాలు',
  none: '“{{query}}” కోసం ఏమీ దొరకలేదు. వేరే పదం లేదా తక్కువ పదాలతో ప్రయత్నించండి.',
  kinds: {
    article: 'వ్యాసం',
    page: 'పేజీ',
    astrologer: 'జ్యోతిష్కుడు',
  },
  inEnglish: 'ఆంగ్లంలో',
  loading: 'వెతుకుతోంది…',
  error: 'శోధన చేయలేకపోయాం.',
  retry: 'మళ్లీ ప్రయత్నించండి',
};

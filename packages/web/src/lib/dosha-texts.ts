import {
  DOSHA_TEXTS,
  type Doshas,
  type KaalSarpDosha,
  type Language,
  type MangalDosha,
  type Note,
  noteText,
} from '@jyotish/contract';

/** One dosha as the page shows it: whether it counts, the verdict sentence and its reasons. */
export interface DoshaSummary {
  readonly id: 'mangal' | 'kaalSarp' | 'pitra';
  readonly status: 'absent' | 'present' | 'cancelled';
  readonly text: string;
  readonly reasons: readonly string[];
}

const reasonTexts = (notes: readonly Note[], language: Language) =>
  notes.map((note) => noteText(DOSHA_TEXTS, language, note.code, note.params));

export function mangalSummary(mangal: MangalDosha, language: Language): DoshaSummary {
  const status = !mangal.present ? 'absent' : mangal.effective ? 'present' : 'cancelled';
  const code = {
    absent: 'mangal_absent',
    present: 'mangal_present',
    cancelled: 'mangal_cancelled',
  }[status];
  return {
    id: 'mangal',
    status,
    text: noteText(DOSHA_TEXTS, language, code, {
      lagnaHouse: mangal.marsHouse.lagna,
      moonHouse: mangal.marsHouse.moon,
      venusHouse: mangal.marsHouse.venus,
      count: mangal.from.length,
    }),
    reasons: reasonTexts(mangal.cancellations, language),
  };
}

function kaalSarpSummary(kaalSarp: KaalSarpDosha, language: Language): DoshaSummary {
  return {
    id: 'kaalSarp',
    status: kaalSarp.present ? 'present' : 'absent',
    text: noteText(
      DOSHA_TEXTS,
      language,
      kaalSarp.extent === 'none' ? 'kaal_sarp_absent' : `kaal_sarp_${kaalSarp.extent}`,
      {
        rahuHouse: kaalSarp.rahuHouse,
        ketuHouse: kaalSarp.ketuHouse,
        ...(kaalSarp.type === null ? {} : { type: kaalSarp.type }),
        ...(kaalSarp.direction === null ? {} : { direction: kaalSarp.direction }),
      },
    ),
    reasons: [],
  };
}

/**
 * The kundli answer's doshas in the page's language. The answer's own `description`s are
 * English; the same codes and numbers give the sentence in any language.
 */
export function doshaSummaries(doshas: Doshas, language: Language): DoshaSummary[] {
  return [
    mangalSummary(doshas.mangal, language),
    kaalSarpSummary(doshas.kaalSarp, language),
    {
      id: 'pitra',
      status: doshas.pitra.present ? 'present' : 'absent',
      text: noteText(
        DOSHA_TEXTS,
        language,
        doshas.pitra.present ? 'pitra_present' : 'pitra_absent',
      ),
      reasons: reasonTexts(doshas.pitra.reasons, language),
    },
  ];
}

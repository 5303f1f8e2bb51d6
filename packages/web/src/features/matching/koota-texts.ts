import {
  ASTRO_TERMS,
  type Koota,
  type Language,
  localizedName,
  MATCHING_TEXTS,
  type MatchingResponse,
  NAKSHATRA_NAMES,
  type Note,
  noteText,
  PLANET_IDS,
  PLANET_NAMES,
  SIGN_NAMES,
} from '@jyotish/contract';

/** One koota as the page shows it, every word in the page language. */
export interface KootaView {
  readonly id: Koota['id'];
  readonly name: string;
  readonly score: number;
  readonly max: number;
  readonly boy: string;
  readonly girl: string;
  readonly meaning: string;
  /** The exception that cancelled this koota's dosha, when one applied. */
  readonly exception: string | null;
}

/**
 * A partner's attribute for a koota: tara carries nakshatra numbers, bhakoot sign numbers,
 * graha maitri planet ids, the others ids named in `ASTRO_TERMS`.
 */
export function kootaAttribute(id: Koota['id'], value: string | number, language: Language) {
  if (typeof value === 'number') {
    const table = id === 'tara' ? NAKSHATRA_NAMES : SIGN_NAMES;
    return localizedName(table, language, value) ?? String(value);
  }
  const planet = (PLANET_IDS as readonly string[]).indexOf(value);
  if (planet >= 0) return localizedName(PLANET_NAMES, language, planet + 1) ?? value;
  return ASTRO_TERMS[language][value] ?? value;
}

const text = (note: Note, language: Language) =>
  noteText(MATCHING_TEXTS, language, note.code, note.params);

/** The answer's kootas in the page language; the answer's `description`s are English only. */
export function kootaViews(kootas: readonly Koota[], language: Language): KootaView[] {
  return kootas.map((koota) => ({
    id: koota.id,
    name: ASTRO_TERMS[language][koota.id] ?? koota.id,
    score: koota.score,
    max: koota.max,
    boy: kootaAttribute(koota.id, koota.boy, language),
    girl: kootaAttribute(koota.id, koota.girl, language),
    meaning: text(koota.reason, language),
    exception: koota.exception ? text(koota.exception, language) : null,
  }));
}

/** The verdict sentence and the manglik comparison's notes in the page language. */
export function matchingSummary(match: MatchingResponse, language: Language) {
  return {
    verdict: noteText(MATCHING_TEXTS, language, `verdict_${match.verdict.code}`),
    manglikNotes: match.manglik.notes.map((note) => text(note, language)),
  };
}

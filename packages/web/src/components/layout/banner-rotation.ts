import type { Language } from '@jyotish/contract';

/**
 * The texts the header banner cycles through, whatever the page language (SPEC §2): English,
 * Tamil, Hindi, then Telugu. Each carries its language so the browser shapes it correctly.
 */
export const BANNER_TEXTS: readonly { readonly language: Language; readonly text: string }[] = [
  { language: 'en', text: 'Ask a Free Question' },
  { language: 'ta', text: 'இலவச கேள்வி கேளுங்கள்' },
  { language: 'hi', text: 'मुफ़्त प्रश्न पूछें' },
  { language: 'te', text: 'ఉచిత ప్రశ్న అడగండి' },
];

/** The index after `index` in a ring of `length` items. */
export function nextRotationIndex(index: number, length: number): number {
  return length > 0 ? (index + 1) % length : 0;
}

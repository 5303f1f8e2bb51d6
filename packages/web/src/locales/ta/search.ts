import type { search as en } from '../en/search';
import type { Translation } from '../types';

/** தளத் தேடல் பக்கத்தின் உரைகள். */
export const search: Translation<typeof en> = {
  label: 'தளத்தில் தேடுங்கள்',
  placeholder: 'கட்டுரைகள், கருவிகள், ராசிபலன்கள் தேடுங்கள்…',
  submit: 'தேடு',
  hint: 'குறைந்தது இரண்டு எழுத்துகள் தட்டச்சு செய்யுங்கள்: ஒரு கிரகம், பண்டிகை, தோஷம், கருவி அல்லது ஜோதிடரின் பெயர்.',
  count_one: '“{{query}}” க்கு {{count}} முடிவு',
  count_other: '“{{query}}” க்கு {{count}} முடிவுகள்',
  none: '“{{query}}” க்கு எதுவும் கிடைக்கவில்லை. வேறு சொல்லையோ குறைவான சொற்களையோ முயலுங்கள்.',
  kinds: {
    article: 'கட்டுரை',
    page: 'பக்கம்',
    astrologer: 'ஜோதிடர்',
  },
  inEnglish: 'ஆங்கிலத்தில்',
  loading: 'தேடுகிறது…',
  error: 'தேடலைச் செய்ய முடியவில்லை.',
  retry: 'மீண்டும் முயலுங்கள்',
};

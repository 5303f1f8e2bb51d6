import type { Language } from '@jyotish/contract';
import { intlLocale } from '@/lib/birth-calendar';

/** When a line of the wallet happened, in India's time, in the page's language. */
export function formatWalletMoment(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(instant));
}

/** A signed amount of a history line: +₹500.00 in, −₹150.00 out. */
export function formatSignedBalance(paise: number, format: (paise: number) => string): string {
  return paise < 0 ? `−${format(-paise)}` : `+${format(paise)}`;
}

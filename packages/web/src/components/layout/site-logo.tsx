import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';

/** The brand mark: a stylised sun and crescent, drawn inline so it needs no request. */
function LogoMark() {
  // The header and the footer both draw the mark; each needs its own gradient id.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-9 shrink-0">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#5b21b6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <circle cx="16" cy="16" r="5" fill="#ffbb4a" />
      <path
        d="M16 5v3M16 24v3M5 16h3M24 16h3M8.2 8.2l2.1 2.1M21.7 21.7l2.1 2.1M8.2 23.8l2.1-2.1M21.7 10.3l2.1-2.1"
        stroke="#ffd688"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** "Jyotish" with its tagline, linking to the home page in the current language. */
export function SiteLogo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  const dark = tone === 'dark';
  return (
    <Link to={localize('/')} className="inline-flex items-center gap-2.5 rounded-lg">
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span
          className={
            dark
              ? 'font-display text-xl font-bold text-white'
              : 'font-display text-xl font-bold text-brand-800'
          }
        >
          Jyotish
        </span>
        <span className={dark ? 'text-xs text-brand-200' : 'text-xs text-slate-500'}>
          {t('header.tagline')}
        </span>
      </span>
    </Link>
  );
}

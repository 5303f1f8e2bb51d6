import { TIMERS } from '@jyotish/contract';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SparklesIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';
import { BANNER_TEXTS, nextRotationIndex } from './banner-rotation';
import { ASK_QUESTION_PATH } from './navigation';

/**
 * The header's call to action. Its visible text rotates through four languages every 2 s;
 * screen readers get one stable name in the page language instead of a change every 2 s.
 * All four texts share one grid cell, so the button keeps the width of the longest and the
 * header does not shift as the text changes; its height is fixed, since a line mixing fonts is
 * taller until the other scripts' faces have arrived, and the page under it would move when they
 * do. Rotation pauses while the pointer or focus is
 * on it, so a reader is never chasing a moving label.
 */
export function AskQuestionBanner({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextRotationIndex(current, BANNER_TEXTS.length)),
      TIMERS.bannerRotation,
    );
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <Link
      to={localize(ASK_QUESTION_PATH)}
      aria-label={t('header.askQuestion')}
      data-testid="ask-question-banner"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-full bg-linear-to-r from-saffron-300 to-saffron-400 px-4 py-1.5 text-sm font-semibold text-slate-950 shadow-sm ring-1 ring-saffron-500/40 transition-colors hover:from-saffron-200 hover:to-saffron-300',
        className,
      )}
    >
      <SparklesIcon className="size-4 shrink-0 text-brand-700" />
      <span className="grid h-5" aria-hidden="true">
        {BANNER_TEXTS.map((entry, i) => (
          <span
            key={entry.language}
            lang={entry.language}
            data-active={i === index}
            className={clsx(
              'col-start-1 row-start-1 self-center text-center transition-[opacity,visibility] duration-300 motion-reduce:transition-none',
              i === index ? 'visible opacity-100' : 'invisible opacity-0',
            )}
          >
            {entry.text}
          </span>
        ))}
      </span>
    </Link>
  );
}

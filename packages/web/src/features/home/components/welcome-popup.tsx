import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { readStorage, writeStorage } from '@/lib/storage';
import { LineIcon } from './line-icon';

/** SPEC §3 "a welcome-seen flag (local)": set once the visitor has closed the popup. */
export const WELCOME_SEEN_KEY = 'welcome_seen';
/** SPEC §4: the popup appears 1.5 s after the home page loads. */
const OPEN_DELAY_MS = 1500;
/** SPEC §4: closing hides it after a 300 ms fade. */
const FADE_MS = 300;

/** An oil lamp (diya), as on the home page's muhurat link: drawn, so no emoji font is needed. */
const DIYA_PATH =
  'M12 3c2 3 3 4.5 3 6.5a3 3 0 0 1-6 0c0-2 1-3.5 3-6.5z M4 14h16c0 3.5-3.5 6-8 6s-8-2.5-8-6z';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * SPEC §2/§4's one-time welcome popup. A native modal `<dialog>`: the page behind is inert and
 * Escape closes it; Tab and Shift+Tab are kept inside by hand, since a browser may otherwise move
 * focus out to its own toolbar. No Radix dialog: its scroll lock injects a style element, which
 * the Content-Security-Policy refuses.
 */
export function WelcomePopup() {
  const { t } = useTranslation('home');
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<'hidden' | 'open' | 'closing'>('hidden');

  useEffect(() => {
    if (readStorage(WELCOME_SEEN_KEY) !== null) return;
    const timer = window.setTimeout(() => setState('open'), OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (state === 'open' && dialog && !dialog.open) dialog.showModal();
    if (state !== 'closing') return;
    const timer = window.setTimeout(() => {
      dialog?.close();
      setState('hidden');
    }, FADE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  function close() {
    writeStorage(WELCOME_SEEN_KEY, '1');
    setState((current) => (current === 'open' ? 'closing' : current));
  }

  function askNow() {
    writeStorage(WELCOME_SEEN_KEY, '1');
    dialogRef.current?.close();
    setState('hidden');
    navigate(localize('/ask-a-free-question'));
  }

  function trapFocus(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (state === 'hidden') return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="welcome-popup-title"
      aria-describedby="welcome-popup-text"
      data-testid="welcome-popup"
      data-state={state}
      className={`m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-transparent p-0 backdrop:bg-slate-950/60 transition-opacity duration-300 motion-reduce:transition-none ${state === 'closing' ? 'opacity-0 backdrop:opacity-0' : 'opacity-100'}`}
      onCancel={(event) => {
        // Escape: fade out like the other ways of closing, rather than vanish at once.
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) close();
      }}
      onKeyDown={trapFocus}
    >
      <div className="relative overflow-hidden rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-2 bg-linear-to-r from-saffron-400 via-brand-500 to-brand-700"
        />
        <button
          type="button"
          onClick={close}
          aria-label={t('welcome.close')}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-2xl leading-none text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          data-testid="welcome-close"
        >
          <span aria-hidden="true">×</span>
        </button>
        <LineIcon path={DIYA_PATH} className="size-12 text-saffron-600" />
        <h2
          id="welcome-popup-title"
          className="mt-3 font-display text-2xl font-bold text-slate-900"
        >
          {t('welcome.title')}
        </h2>
        <p id="welcome-popup-text" className="mt-3 text-slate-700">
          {t('welcome.text')}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={askNow}
            className={buttonClassName({ className: 'sm:flex-1' })}
            data-testid="welcome-ask-now"
          >
            {t('welcome.askNow')}
          </button>
          <button
            type="button"
            onClick={close}
            className={buttonClassName({ variant: 'secondary', className: 'sm:flex-1' })}
          >
            {t('welcome.later')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

import { STORAGE_KEYS, TIMERS } from '@jyotish/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ScreenLinks } from '@/components/feedback/screen-links';
import { toast } from '@/components/ui/toast';
import { storeUser } from '@/lib/credentials';
import { useMetadata } from '@/lib/page-metadata';
import { useSession } from '@/lib/session';
import { writeStorage } from '@/lib/storage';
import {
  type CallbackOutcome,
  forgetGoogleSignIn,
  googleSignInStartedHere,
  readAuthCallback,
} from './auth-callback';
import { AuthCard } from './components/auth-card';

/**
 * `/auth-success` and `/auth/success`, where the Google sign-in lands (SPEC §4): store the
 * token and user, welcome toast, refresh the session, clean the URL, and after 500 ms go to
 * the redirect target when it is another path than this one and not `/`. Errors show a
 * destructive 'Authentication Error' toast, also with the URL cleaned. Only a tab that
 * started a Google sign-in is signed in, and only paths of this site are redirect targets
 * (`readAuthCallback`): the page takes its whole input from a URL anyone can write.
 */
export function AuthSuccessPage() {
  const { t } = useTranslation('auth');
  const { refresh } = useSession();
  const { pages } = useMetadata();
  const navigate = useNavigate();
  // useNavigate changes identity on every navigation; the timer must survive the URL cleaning.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { pathname, search } = useLocation();
  const [outcome] = useState<CallbackOutcome>(() =>
    readAuthCallback(search, googleSignInStartedHere()),
  );
  const [redirectTarget, setRedirectTarget] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || outcome.kind === 'none') return;
    handled.current = true;
    forgetGoogleSignIn();
    navigateRef.current(pathname, { replace: true });
    if (outcome.kind === 'error') {
      toast({
        title: t('callback.errorTitle'),
        description: t(`callback.${outcome.messageKey}`),
        variant: 'destructive',
      });
      return;
    }
    writeStorage(STORAGE_KEYS.token, outcome.token);
    storeUser(outcome.user);
    toast({ title: t('callback.welcomeTitle'), description: t('callback.welcomeDescription') });
    void refresh();
    const target = outcome.redirect;
    if (target && target !== '/' && target !== pathname) setRedirectTarget(target);
  }, [outcome, pathname, refresh, t]);

  useEffect(() => {
    if (!redirectTarget) return;
    const timer = setTimeout(
      () => navigateRef.current(redirectTarget, { replace: true }),
      TIMERS.googleLoginRedirect,
    );
    return () => clearTimeout(timer);
  }, [redirectTarget]);

  if (outcome.kind === 'error') {
    return (
      <AuthCard testId="auth-callback-error" title={t('callback.errorTitle')}>
        <p className="text-center text-slate-700">{t(`callback.${outcome.messageKey}`)}</p>
        <ScreenLinks links={[{ to: '/login', label: t('callback.tryAgain') }]} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      testId="auth-callback"
      title={outcome.kind === 'success' ? t('callback.welcomeTitle') : pages.authSuccess.heading}
    >
      <ScreenLinks links={[{ to: '/', label: t('callback.continue') }]} />
    </AuthCard>
  );
}

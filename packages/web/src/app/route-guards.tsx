import { type PageKey, resolvePage } from '@jyotish/contract';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AccessDeniedScreen } from '../components/feedback/access-denied-screen';
import { loginRedirectFor, saveAuthRedirect } from '../lib/auth-redirect';
import { useSession } from '../lib/session';
import { SCREENS, screenOf } from './screens';

/**
 * Renders the screen of page `pageKey`, or the not-found screen when the path only looks
 * like that page: a parameter outside its allowed values (`/daily-horoscope/nosuchsign`).
 */
export function PageScreen({ pageKey }: { pageKey: PageKey }) {
  const { pathname } = useLocation();
  const Screen =
    resolvePage(pathname).page?.key === pageKey
      ? screenOf(pageKey).Component
      : SCREENS.notFound.Component;
  return <Screen />;
}

/** A visitor on a signed-in page: remember where they were and send them to sign in. */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const { loginPath, returnTo } = loginRedirectFor(pathname, search);
  useEffect(() => saveAuthRedirect(returnTo), [returnTo]);
  return <Navigate to={loginPath} replace />;
}

/** Admin pages need role admin; astrologer pages need role astrologer (or admin). */
export function RequireRole({
  role,
  children,
}: {
  role: 'admin' | 'astrologer';
  children: React.ReactNode;
}) {
  const { user } = useSession();
  const allowed = user?.role === 'admin' || (role === 'astrologer' && user?.role === 'astrologer');
  return allowed ? children : <AccessDeniedScreen role={role} />;
}

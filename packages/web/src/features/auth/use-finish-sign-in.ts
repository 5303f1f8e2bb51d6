import type { CurrentUser } from '@jyotish/contract';
import { STORAGE_KEYS } from '@jyotish/contract';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { readStorage, removeStorage } from '@/lib/storage';
import { postLoginTarget } from './post-login-target';

/**
 * Stores a successful sign-in and moves on: to the saved `auth_redirect`, else the `redirect`
 * query, else the home page in the page's language (SPEC §4).
 */
export function useFinishSignIn(): (token: string, user: CurrentUser) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  return (token, user) => {
    const target = postLoginTarget(readStorage(STORAGE_KEYS.authRedirect), window.location.search);
    removeStorage(STORAGE_KEYS.authRedirect);
    signIn(token, user);
    navigate(target ?? localize('/'), { replace: true });
  };
}

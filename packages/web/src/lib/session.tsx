import {
  type CurrentUser,
  localizePath,
  STORAGE_KEYS,
  splitLanguagePrefix,
  TIMERS,
  type UserRole,
} from '@jyotish/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { apiGet, apiPost } from './api-client';
import { judgeStoredToken } from './auth-token';
import { clearStoredCredentials, findStoredToken, storeUser } from './credentials';
import { writeStorage } from './storage';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  role: UserRole;
  /** Wallet balance in paise. */
  balance: number;
  isAdmin: boolean;
  /** False for an account that signs in with Google only. */
  hasPassword: boolean;
}

export interface LogoutOptions {
  /** The server ended the session already (the account was deleted): only forget it. */
  readonly sessionEnded?: boolean;
  /** Where to go instead of the sign-in page, without a language prefix. */
  readonly goTo?: string;
}

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Ends the session on the server, forgets the credentials and goes to the sign-in page. */
  logout: (options?: LogoutOptions) => void;
  /** Keeps the token and user of a successful sign-in or sign-up (SPEC §4). */
  signIn: (token: string, user: CurrentUser) => void;
  /** Checks the stored credentials again, e.g. right after signing in. */
  refresh: () => Promise<void>;
}

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

const ANONYMOUS: SessionState = { status: 'anonymous', user: null };

/**
 * The start of the auth state machine (SPEC §4), decided from storage alone so that visitors
 * without a token never see the loading spinner.
 */
function initialSessionState(): SessionState {
  const verdict = judgeStoredToken(findStoredToken(), Date.now());
  if (verdict === 'check') return { status: 'loading', user: null };
  if (verdict === 'expired') clearStoredCredentials();
  return ANONYMOUS;
}

/** Runs the whole check: stored token → expiry → `GET /api/auth/me`; any failure signs out. */
async function checkStoredSession(): Promise<SessionState> {
  const token = findStoredToken();
  const verdict = judgeStoredToken(token, Date.now());
  if (verdict === 'missing') return ANONYMOUS;
  if (verdict === 'expired') {
    clearStoredCredentials();
    return ANONYMOUS;
  }
  try {
    const [answer, { CurrentUserSchema }] = await Promise.all([
      apiGet<unknown>('/api/auth/me', {
        headers: { Authorization: `Bearer ${token}` },
        cache: 'no-cache',
      }),
      import('./response-schemas'),
    ]);
    const user = CurrentUserSchema.parse(answer);
    storeUser(user);
    return { status: 'authenticated', user: { ...user, isAdmin: user.role === 'admin' } };
  } catch {
    clearStoredCredentials();
    return ANONYMOUS;
  }
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initialSessionState);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // useNavigate changes identity on every navigation; the ref keeps logout stable.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const initialStatus = useRef(state.status);

  useEffect(() => {
    if (initialStatus.current !== 'loading') return;
    let cancelled = false;
    void checkStoredSession().then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const logout = useCallback(
    (options?: LogoutOptions) => {
      const token = findStoredToken();
      // The server ends the session; the browser forgets it at once either way.
      if (token && !options?.sessionEnded) {
        void apiPost('/api/auth/logout', undefined, {
          headers: { Authorization: `Bearer ${token}` },
        }).catch(() => undefined);
      }
      clearStoredCredentials();
      queryClient.clear();
      setState(ANONYMOUS);
      const { language } = splitLanguagePrefix(window.location.pathname);
      navigateRef.current(localizePath(options?.goTo ?? '/login', language));
    },
    [queryClient],
  );

  const signIn = useCallback((token: string, user: CurrentUser) => {
    writeStorage(STORAGE_KEYS.token, token);
    storeUser(user);
    setState({ status: 'authenticated', user: { ...user, isAdmin: user.role === 'admin' } });
  }, []);

  const refresh = useCallback(async () => {
    await new Promise((resolve) => setTimeout(resolve, TIMERS.authRefreshPause));
    setState(await checkStoredSession());
  }, []);

  const value = useMemo<Session>(
    () => ({ status: state.status, user: state.user, logout, signIn, refresh }),
    [state, logout, signIn, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

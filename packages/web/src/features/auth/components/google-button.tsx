import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-variants';
import { authProvidersQuery } from '../api/auth-requests';
import { markGoogleSignInStarted } from '../auth-callback';

/**
 * "Continue with Google", a full navigation to the server's OpenID Connect start, noting
 * that this tab started a sign-in (the landing page signs in no other). Hidden when the
 * server has no Google client configured (or cannot say).
 */
export function GoogleButton({ redirect }: { redirect: string }) {
  const { t } = useTranslation('auth');
  const { data } = useQuery(authProvidersQuery);
  if (!data?.google) return null;
  return (
    <>
      <div className="flex items-center gap-3 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a
        data-testid="google-sign-in"
        href={`/api/auth/google?${new URLSearchParams({ redirect })}`}
        onClick={() => markGoogleSignInStarted()}
        className={buttonClassName({ variant: 'secondary', size: 'lg', className: 'w-full' })}
      >
        {t('login.google')}
      </a>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { AccountMenu } from './account-menu';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './navigation';

/**
 * Sign In and Sign Up for visitors, the account menu once signed in, and nothing while the
 * session is still being checked, so neither flashes up only to be replaced.
 */
export function AuthActions() {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  const { status, user, logout } = useSession();
  if (status === 'loading') return null;
  if (status === 'authenticated' && user)
    return <AccountMenu user={user} onLogout={() => logout()} />;
  return (
    <>
      <Link
        className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        to={localize(SIGN_IN_PATH)}
      >
        {t('header.signIn')}
      </Link>
      <Link
        className={buttonClassName({ variant: 'primary', size: 'sm' })}
        to={localize(SIGN_UP_PATH)}
      >
        {t('header.signUp')}
      </Link>
    </>
  );
}

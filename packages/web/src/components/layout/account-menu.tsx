import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-variants';
import { DeferredDropdownMenu } from '@/components/ui/deferred-dropdown-menu';
import { ChevronDownIcon, LogoutIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';
import type { SessionUser } from '@/lib/session';
import { avatarLetter } from './avatar-letter';
import { accountLinks } from './navigation';

/** The circle with the first letter of the user's e-mail. Decorative: the name says who. */
export function Avatar({ email }: { email: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-7 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-brand-700 text-sm font-semibold text-white"
    >
      {avatarLetter(email)}
    </span>
  );
}

/** The signed-in header button: "Dashboard" with the avatar, opening the account links. */
export function AccountMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  return (
    <DeferredDropdownMenu
      trigger={{
        'data-testid': 'account-menu',
        className: buttonClassName({ variant: 'secondary', size: 'sm', className: 'group pl-1' }),
        children: (
          <>
            <Avatar email={user.email} />
            {t('links.dashboard')}
            <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
          </>
        ),
      }}
      content={(menu) => (
        <menu.DropdownMenuContent align="end" className="w-60">
          <menu.DropdownMenuLabel className="truncate">
            {t('account.signedInAs', { email: user.email })}
          </menu.DropdownMenuLabel>
          <menu.DropdownMenuSeparator />
          {accountLinks(user.role).map((link) => (
            <menu.DropdownMenuLinkItem key={link.path} to={localize(link.path)}>
              {t(`links.${link.label}`)}
            </menu.DropdownMenuLinkItem>
          ))}
          <menu.DropdownMenuSeparator />
          <menu.DropdownMenuItem
            onSelect={onLogout}
            className="text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-800"
          >
            <LogoutIcon className="size-4" />
            {t('account.logout')}
          </menu.DropdownMenuItem>
        </menu.DropdownMenuContent>
      )}
    />
  );
}

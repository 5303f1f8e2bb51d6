import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { ChatIcon, ChevronDownIcon, LogoutIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { Avatar } from './account-menu';
import { LanguageSwitcher } from './language-switcher';
import type { MobileMenuState } from './mobile-menu';
import {
  accountLinks,
  CHAT_LINK,
  hasLanded,
  NAV_GROUPS,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
  shownLinks,
} from './navigation';

const PANEL_LINK =
  'block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  const { status, user, logout } = useSession();
  if (status === 'loading') return null;
  if (status !== 'authenticated' || !user) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={localize(SIGN_IN_PATH)}
          onClick={onNavigate}
        >
          {t('header.signIn')}
        </Link>
        <Link
          className={buttonClassName({ variant: 'primary' })}
          to={localize(SIGN_UP_PATH)}
          onClick={onNavigate}
        >
          {t('header.signUp')}
        </Link>
      </div>
    );
  }
  return (
    <section aria-label={t('account.menu')} className="rounded-xl bg-brand-50/60 p-2">
      <p className="flex items-center gap-2 px-2 py-1 text-sm text-slate-600">
        <Avatar email={user.email} />
        <span className="truncate">{t('account.signedInAs', { email: user.email })}</span>
      </p>
      <ul className="mt-1 grid grid-cols-2 gap-1">
        {accountLinks(user.role).map((link) => (
          <li key={link.path}>
            <NavLink to={localize(link.path)} end onClick={onNavigate} className={PANEL_LINK}>
              {t(`links.${link.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className="mt-1 w-full justify-start text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => {
          onNavigate();
          logout();
        }}
      >
        <LogoutIcon className="size-4" />
        {t('account.logout')}
      </Button>
    </section>
  );
}

/** The mobile menu's contents: account actions, every menu as a disclosure group, the language switcher. */
export function MobilePanelContents({ menu }: { menu: MobileMenuState }) {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  return (
    <div className="mx-auto grid max-w-7xl gap-3 px-4 py-4 sm:px-6">
      <MobileAccount onNavigate={menu.close} />
      {hasLanded(CHAT_LINK.path) ? (
        <Link
          className={buttonClassName({ variant: 'primary', className: 'w-full' })}
          to={localize(CHAT_LINK.path)}
          onClick={menu.close}
        >
          <ChatIcon className="size-4" />
          {t(`links.${CHAT_LINK.label}`)}
        </Link>
      ) : null}
      <div className="divide-y divide-slate-100 border-y border-slate-100">
        {NAV_GROUPS.map((group) => (
          <details key={group.label} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-1 py-3 font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
              {t(`menus.${group.label}`)}
              <ChevronDownIcon className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <ul className="grid grid-cols-2 gap-1 pb-3">
              {shownLinks(group.links).map((link) => (
                <li key={link.path}>
                  <NavLink to={localize(link.path)} end onClick={menu.close} className={PANEL_LINK}>
                    {t(`links.${link.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-slate-600">{t('language.label')}</span>
        <LanguageSwitcher />
      </div>
    </div>
  );
}

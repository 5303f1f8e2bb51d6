import { clsx } from 'clsx';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChatIcon, ChevronDownIcon, CloseIcon, LogoutIcon, MenuIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { Avatar } from './account-menu';
import { LanguageSwitcher } from './language-switcher';
import {
  accountLinks,
  CHAT_LINK,
  hasLanded,
  NAV_GROUPS,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
  shownLinks,
} from './navigation';

export interface MobileMenuState {
  open: boolean;
  toggle: () => void;
  close: () => void;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Open/closed state of the mobile menu. The menu remembers the path it was opened on and
 * counts as open only while that path is shown, so any navigation (a link, back, forward)
 * closes it without an effect. Escape closes it and returns focus to the menu button,
 * unless a dropdown inside the menu took that Escape for itself.
 */
export function useMobileMenu(): MobileMenuState {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenedOn(null), []);
  const toggle = useCallback(() => setOpenedOn(open ? null : pathname), [open, pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenedOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggle, close, panelId, buttonRef };
}

/** The hamburger button shown below the `lg` breakpoint. */
export function MobileMenuButton({ menu }: { menu: MobileMenuState }) {
  const { t } = useTranslation('layout');
  return (
    <Button
      ref={menu.buttonRef}
      variant="ghost"
      size="icon"
      aria-expanded={menu.open}
      aria-controls={menu.panelId}
      aria-label={menu.open ? t('header.closeMenu') : t('header.openMenu')}
      onClick={menu.toggle}
      className="lg:hidden"
    >
      {menu.open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
    </Button>
  );
}

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
        <Button asChild variant="secondary">
          <Link to={localize(SIGN_IN_PATH)} onClick={onNavigate}>
            {t('header.signIn')}
          </Link>
        </Button>
        <Button asChild variant="primary">
          <Link to={localize(SIGN_UP_PATH)} onClick={onNavigate}>
            {t('header.signUp')}
          </Link>
        </Button>
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

/**
 * The slide-down panel below the header bar: account actions, every menu as a disclosure
 * group, and the language switcher. Kept in the DOM while closed (hidden) so the button's
 * `aria-controls` always points at it; its contents, some seventy links, render from its first
 * opening on, not with every page's first render.
 */
export function MobileMenuPanel({ menu }: { menu: MobileMenuState }) {
  const { t } = useTranslation('layout');
  const [opened, setOpened] = useState(menu.open);
  if (menu.open && !opened) setOpened(true);
  return (
    <nav
      id={menu.panelId}
      data-testid="mobile-menu"
      aria-label={t('header.mainNavigation')}
      hidden={!menu.open}
      className={clsx(
        'max-h-[calc(100dvh-7.5rem)] overflow-y-auto overscroll-contain border-t border-slate-100 bg-white lg:hidden',
        'transition-[opacity,translate] duration-200 starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none',
      )}
    >
      {opened ? <MobilePanelContents menu={menu} /> : null}
    </nav>
  );
}

function MobilePanelContents({ menu }: { menu: MobileMenuState }) {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  return (
    <div className="mx-auto grid max-w-7xl gap-3 px-4 py-4 sm:px-6">
      <MobileAccount onNavigate={menu.close} />
      {hasLanded(CHAT_LINK.path) ? (
        <Button asChild variant="primary" className="w-full">
          <Link to={localize(CHAT_LINK.path)} onClick={menu.close}>
            <ChatIcon className="size-4" />
            {t(`links.${CHAT_LINK.label}`)}
          </Link>
        </Button>
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

import { clsx } from 'clsx';
import {
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

const loadContents = () => import('./mobile-menu-contents');
const MobilePanelContents = lazy(() =>
  loadContents().then((m) => ({ default: m.MobilePanelContents })),
);

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
      // The panel's contents start loading as the finger lands, before the tap ends.
      onPointerDown={() => void loadContents()}
      className="lg:hidden"
    >
      {menu.open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
    </Button>
  );
}

/**
 * The slide-down panel below the header bar: account actions, every menu as a disclosure
 * group, and the language switcher. Kept in the DOM while closed (hidden) so the button's
 * `aria-controls` always points at it; its contents, some seventy links, are a chunk of their
 * own, rendered from its first opening on, not with every page's first render.
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
      {opened ? (
        <Suspense fallback={null}>
          <MobilePanelContents menu={menu} />
        </Suspense>
      ) : null}
    </nav>
  );
}

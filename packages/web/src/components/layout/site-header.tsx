import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { ChatIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { AskQuestionBanner } from './ask-question-banner';
import { AuthActions } from './auth-actions';
import { DesktopNav } from './desktop-nav';
import { HeaderBalance } from './header-balance';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenuButton, MobileMenuPanel, useMobileMenu } from './mobile-menu';
import { ASK_QUESTION_PATH, CHAT_LINK, hasLanded } from './navigation';
import { SiteLogo } from './site-logo';

/**
 * The sticky site header. Below `lg` it is the logo, the banner and a menu button opening a
 * slide-down panel; from `lg` up the menus sit in a second row under the bar.
 */
export function SiteHeader() {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  const { status } = useSession();
  const menu = useMobileMenu();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 shadow-sm shadow-brand-950/5 backdrop-blur supports-backdrop-filter:bg-white/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6 lg:px-8">
        <SiteLogo />
        {hasLanded(ASK_QUESTION_PATH) ? (
          <AskQuestionBanner className="order-last w-full sm:order-none sm:w-auto" />
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {/* Wrappers carry the breakpoints: a `hidden` on the button itself would fight its
              own `inline-flex`. */}
          {hasLanded(CHAT_LINK.path) ? (
            <div className="hidden xl:block">
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={localize(CHAT_LINK.path)}
              >
                <ChatIcon className="size-4" />
                {t(`links.${CHAT_LINK.label}`)}
              </Link>
            </div>
          ) : null}
          {/* The balance stays in view on every screen width; the rest folds into the menu.
              Its boundary lets it wait for its namespace (wallet, not one of the layout's)
              without holding up the header, or the sign-in that shows it. */}
          {status === 'authenticated' ? (
            <Suspense fallback={null}>
              <HeaderBalance />
            </Suspense>
          ) : null}
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitcher />
            <AuthActions />
          </div>
          <MobileMenuButton menu={menu} />
        </div>
      </div>
      <DesktopNav className="hidden lg:block" />
      <MobileMenuPanel menu={menu} />
    </header>
  );
}

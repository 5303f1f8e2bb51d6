import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DeferredDropdownMenu } from '@/components/ui/deferred-dropdown-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';
import { NAV_GROUPS, type NavGroup, shownLinks } from './navigation';

/** Long menus (the ten free tools) get two columns so they do not run off short screens. */
const TWO_COLUMNS_FROM = 9;

function NavMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  const { pathname } = useLocation();
  const links = shownLinks(group.links);
  const containsCurrentPage = links.some((link) => localize(link.path) === pathname);
  return (
    <DeferredDropdownMenu
      trigger={{
        className: clsx(
          'group inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800',
          containsCurrentPage ? 'text-brand-700' : 'text-slate-700',
        ),
        children: (
          <>
            {t(`menus.${group.label}`)}
            <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
          </>
        ),
      }}
      content={(menu) => (
        <menu.DropdownMenuContent
          className={clsx(links.length >= TWO_COLUMNS_FROM && 'grid grid-cols-2 gap-x-1')}
        >
          {links.map((link) => (
            <menu.DropdownMenuLinkItem key={link.path} to={localize(link.path)}>
              {t(`links.${link.label}`)}
            </menu.DropdownMenuLinkItem>
          ))}
        </menu.DropdownMenuContent>
      )}
    />
  );
}

/** The row of dropdown menus shown from the `lg` breakpoint up. */
export function DesktopNav({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <nav
      aria-label={t('header.mainNavigation')}
      className={clsx('border-t border-slate-100', className)}
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-1 px-4 py-1 sm:px-6 lg:px-8">
        {NAV_GROUPS.map((group) => (
          <li key={group.label}>
            <NavMenu group={group} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyReportsPanel } from '@/features/reports/components/my-reports-panel';
import { WalletPanel } from '@/features/wallet/components/wallet-panel';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useSession } from '@/lib/session';

const SHORTCUTS = [
  ['profile', '/profile'],
  ['kundli', '/kundli'],
  ['panchang', '/panchang'],
  ['matching', '/kundli-matching'],
] as const;

/**
 * `/dashboard`: the signed-in user's own space. It gathers panels of several features (the
 * wallet and the premium reports; bookings as their capability lands), and features never
 * import each other, so it is composed here in `app/` like the router.
 */
export function DashboardPage() {
  const { t } = useTranslation('wallet');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const { user } = useSession();
  return (
    <section
      data-testid="dashboard-page"
      aria-labelledby="dashboard-heading"
      className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10"
    >
      <div>
        <h1 id="dashboard-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages.dashboard.heading}
        </h1>
        {user ? (
          <p className="mt-1 text-slate-600">
            {t('dashboard.welcome', { name: user.name || user.email })}
          </p>
        ) : null}
      </div>
      <WalletPanel />
      <MyReportsPanel />
      <nav aria-labelledby="dashboard-shortcuts" className="flex flex-col gap-3">
        <h2 id="dashboard-shortcuts" className="text-lg font-semibold text-slate-900">
          {t('dashboard.shortcuts')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SHORTCUTS.map(([key, path]) => (
            <li key={key}>
              <Link
                to={localize(path)}
                className="block rounded-xl border border-slate-200 bg-white p-4 font-medium text-brand-700 shadow-sm hover:border-brand-300"
              >
                {t(`dashboard.links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

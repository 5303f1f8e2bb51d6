import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMetadata } from '@/lib/page-metadata';
import { AstrologersAdmin } from './components/astrologers-admin';
import { AuditLogList } from './components/audit-log-list';
import { BusinessStats } from './components/business-stats';
import { ConsultationsAdmin } from './components/consultations-admin';
import { ContactMessagesList } from './components/contact-messages-list';
import { HoroscopeOverrideForm } from './components/horoscope-override-form';
import { JobsList } from './components/jobs-list';
import { OutboxList } from './components/outbox-list';
import { PaymentsAdmin } from './components/payments-admin';
import { ReportsAdmin } from './components/reports-admin';
import { UsersTable } from './components/users-table';

/**
 * `/admin-dashboard`: the business figures and their charts, the accounts, the astrologers, the consultations, the payments and refunds, the premium reports, the contact messages, the horoscope texts, a link to the settings, the e-mail outbox, the background jobs and the audit log
 * (role admin, checked by the route).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('auth');
  const { pages } = useMetadata();
  return (
    <section
      data-testid="admin-dashboard"
      className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10"
    >
      <h1 className="font-display text-3xl font-bold text-slate-900">
        {pages.adminDashboard.heading}
      </h1>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">{t('admin.stats.title')}</h2>
        <p className="text-sm text-slate-600">{t('admin.stats.description')}</p>
        <BusinessStats />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">{t('admin.usersTitle')}</h2>
        <UsersTable />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">
          {t('admin.astrologers.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.astrologers.description')}</p>
        <AstrologersAdmin />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">
          {t('admin.consultations.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.consultations.description')}</p>
        <ConsultationsAdmin />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">
          {t('admin.payments.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.payments.description')}</p>
        <PaymentsAdmin />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">
          {t('admin.reports.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.reports.description')}</p>
        <ReportsAdmin />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">
          {t('admin.horoscopes.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.horoscopes.description')}</p>
        <HoroscopeOverrideForm />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">
          {t('admin.settings.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.settings.summary')}</p>
        <Link to="/admin/settings" className="font-medium text-brand-700 underline">
          {t('admin.settings.open')}
        </Link>
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">
          {t('admin.contactMessages.title')}
        </h2>
        <ContactMessagesList />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">{t('admin.outboxTitle')}</h2>
        <p className="text-sm text-slate-600">{t('admin.outboxRedacted')}</p>
        <OutboxList />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">{t('admin.jobs.title')}</h2>
        <p className="text-sm text-slate-600">{t('admin.jobs.description')}</p>
        <JobsList />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold text-slate-900">{t('admin.auditTitle')}</h2>
        <AuditLogList />
      </div>
    </section>
  );
}

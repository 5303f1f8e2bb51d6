import {
  type AdminSettings,
  AdminSettingsSchema,
  AdminSettingsVersionListSchema,
  type PlatformSettings,
  REPORT_TYPES,
  type ReportType,
  type WalletSettings,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { TextField } from '@/features/auth/components/text-field';
import { apiFetch, apiGet } from '@/lib/api-client';
import { useMetadata } from '@/lib/page-metadata';
import { useServerMessage } from '@/lib/use-server-message';

const SETTINGS_PATH = '/api/admin/settings';
const settingsKey = ['admin', 'settings'] as const;
const versionsKey = ['admin', 'settings', 'versions'] as const;

type Section = keyof PlatformSettings;

/** Rupees as typed (a text field) to paise; NaN for what is not a number, refused by the server. */
const paiseOf = (rupees: string) => Math.round(Number(rupees) * 100);

/**
 * `/admin/settings`: every setting an administrator steers, each section saved on its own as a
 * new version of the whole (`PATCH /api/admin/settings` with the version shown, so a save on
 * top of someone else's newer one is refused and said so), with the saved versions below.
 */
export function AdminSettingsPage() {
  const { t } = useTranslation('auth');
  const { pages } = useMetadata();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async () => AdminSettingsSchema.parse(await apiGet<unknown>(SETTINGS_PATH)),
  });
  return (
    <section
      data-testid="admin-settings"
      className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10"
    >
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-bold text-slate-900">
          {pages.adminSettings.heading}
        </h1>
        {settings.data ? <VersionLine settings={settings.data} /> : null}
      </div>
      {settings.data ? (
        <>
          <ConsultationSection settings={settings.data} />
          <ReportPricesSection settings={settings.data} />
          <WalletSection settings={settings.data} />
          <AnalyticsSection settings={settings.data} />
          <VersionHistory />
        </>
      ) : (
        <p className="text-slate-600">{t('admin.settings.loading')}</p>
      )}
    </section>
  );
}

function VersionLine({ settings }: { readonly settings: AdminSettings }) {
  const { t, i18n } = useTranslation('auth');
  if (settings.version === 0 || !settings.updatedAt) {
    return <p className="text-sm text-slate-600">{t('admin.settings.neverSaved')}</p>;
  }
  return (
    <p className="text-sm text-slate-600" data-testid="settings-version">
      {t('admin.settings.version', {
        version: settings.version,
        date: new Date(settings.updatedAt).toLocaleString(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Kolkata',
        }),
        editor: settings.updatedBy ?? t('admin.settings.unknownEditor'),
      })}
    </p>
  );
}

/** Saves one section on top of the version the page shows. */
function useSaveSection(settings: AdminSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sections: Partial<PlatformSettings>) =>
      AdminSettingsSchema.parse(
        await apiFetch<unknown>(SETTINGS_PATH, {
          method: 'PATCH',
          body: { version: settings.version, settings: sections },
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: versionsKey });
      // What visitors are offered and charged changed: the pages that show it read it again.
      void queryClient.invalidateQueries({ queryKey: ['offers'] });
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
      void queryClient.invalidateQueries({ queryKey: ['astrologers'] });
      void queryClient.invalidateQueries({ queryKey: ['astrologer'] });
    },
  });
}

function SectionCard({
  title,
  description,
  testId,
  onSubmit,
  saving,
  saveLabel,
  status,
  children,
}: {
  readonly title: string;
  readonly description: string;
  readonly testId: string;
  readonly onSubmit: (event: FormEvent) => void;
  readonly saving: boolean;
  readonly saveLabel: string;
  readonly status: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      data-testid={testId}
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <h2 className="font-display text-xl font-bold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">{description}</p>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saveLabel}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
    </form>
  );
}

function useSaveStatus(save: ReturnType<typeof useSaveSection>, savedText: string) {
  const { t } = useTranslation('auth');
  const messageOf = useServerMessage();
  if (save.isSuccess) return savedText;
  if (save.isError) return <span role="alert">{messageOf(save.error, t('generic'))}</span>;
  return null;
}

/** A labelled field of this page, its id its own. */
function Field(props: Omit<ComponentProps<typeof TextField>, 'id'>) {
  const id = useId();
  return <TextField id={id} {...props} />;
}

function ConsultationSection({ settings }: { readonly settings: AdminSettings }) {
  const { t } = useTranslation('auth');
  const current = settings.settings.consultations;
  const [free, setFree] = useState(String(current.freeFirstMinutes));
  const [discount, setDiscount] = useState(String(current.chatPackageDiscountPercent));
  const [share, setShare] = useState(String(current.defaultRevenueSharePercent));
  const save = useSaveSection(settings);
  const status = useSaveStatus(save, t('admin.settings.saved'));
  return (
    <SectionCard
      title={t('admin.settings.consultations.title')}
      description={t('admin.settings.consultations.description')}
      testId="settings-consultations"
      saving={save.isPending}
      saveLabel={t('admin.settings.save')}
      status={status}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          consultations: {
            freeFirstMinutes: Number(free),
            chatPackageDiscountPercent: Number(discount),
            defaultRevenueSharePercent: Number(share),
          },
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          type="number"
          inputMode="decimal"
          label={t('admin.settings.consultations.freeMinutes')}
          value={free}
          onChange={(event) => setFree(event.target.value)}
        />
        <Field
          type="number"
          inputMode="decimal"
          label={t('admin.settings.consultations.discount')}
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
        />
        <Field
          type="number"
          inputMode="decimal"
          label={t('admin.settings.consultations.share')}
          value={share}
          onChange={(event) => setShare(event.target.value)}
        />
      </div>
    </SectionCard>
  );
}

function ReportPricesSection({ settings }: { readonly settings: AdminSettings }) {
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('reports');
  const current = settings.settings.reports.prices;
  const [rupees, setRupees] = useState<Record<ReportType, string>>(
    () =>
      Object.fromEntries(REPORT_TYPES.map((type) => [type, String(current[type] / 100)])) as Record<
        ReportType,
        string
      >,
  );
  const save = useSaveSection(settings);
  const status = useSaveStatus(save, t('admin.reportPrices.saved'));
  return (
    <SectionCard
      title={t('admin.reportPrices.title')}
      description={t('admin.reportPrices.description')}
      testId="admin-report-prices"
      saving={save.isPending}
      saveLabel={t('admin.reportPrices.save')}
      status={status}
      onSubmit={(event) => {
        event.preventDefault();
        const prices = Object.fromEntries(
          REPORT_TYPES.map((type) => [type, paiseOf(rupees[type])]),
        ) as PlatformSettings['reports']['prices'];
        save.mutate({ reports: { prices } });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {REPORT_TYPES.map((type) => (
          <Field
            type="number"
            inputMode="decimal"
            key={type}
            label={t('admin.reportPrices.price', { report: tr(`types.${type}.title`) })}
            value={rupees[type]}
            onChange={(event) =>
              setRupees((previous) => ({ ...previous, [type]: event.target.value }))
            }
          />
        ))}
      </div>
    </SectionCard>
  );
}

interface PackageRow {
  readonly packageId: string;
  readonly credit: string;
  readonly bonus: string;
  readonly popular: boolean;
}

/** The typed columns of a package row, named as their headings' keys. */
const PACKAGE_COLUMNS = ['packageId', 'credit', 'bonus'] as const;

function WalletSection({ settings }: { readonly settings: AdminSettings }) {
  const { t } = useTranslation('auth');
  const current = settings.settings.wallet;
  const [packages, setPackages] = useState<PackageRow[]>(() =>
    current.packages.map((offer) => ({
      packageId: offer.id,
      credit: String(offer.credit / 100),
      bonus: String(offer.bonus / 100),
      popular: offer.popular,
    })),
  );
  const [gst, setGst] = useState(String(current.gstRateBasisPoints / 100));
  const [seller, setSeller] = useState(current.seller);
  const save = useSaveSection(settings);
  const status = useSaveStatus(save, t('admin.settings.saved'));
  const change = (index: number, row: Partial<PackageRow>) =>
    setPackages((previous) =>
      previous.map((candidate, at) => (at === index ? { ...candidate, ...row } : candidate)),
    );
  return (
    <SectionCard
      title={t('admin.settings.wallet.title')}
      description={t('admin.settings.wallet.description')}
      testId="settings-wallet"
      saving={save.isPending}
      saveLabel={t('admin.settings.save')}
      status={status}
      onSubmit={(event) => {
        event.preventDefault();
        const wallet: WalletSettings = {
          packages: packages.map((row) => ({
            id: row.packageId.trim(),
            credit: paiseOf(row.credit),
            bonus: paiseOf(row.bonus),
            popular: row.popular,
          })),
          gstRateBasisPoints: Math.round(Number(gst) * 100),
          seller,
        };
        save.mutate({ wallet });
      }}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.settings.wallet.packages')}</caption>
        <thead className="text-slate-600">
          <tr>
            <th className="py-2 pr-2 font-medium">{t('admin.settings.wallet.packageId')}</th>
            <th className="py-2 pr-2 font-medium">{t('admin.settings.wallet.credit')}</th>
            <th className="py-2 pr-2 font-medium">{t('admin.settings.wallet.bonus')}</th>
            <th className="py-2 pr-2 font-medium">{t('admin.settings.wallet.popular')}</th>
            <th className="py-2 font-medium">
              <span className="sr-only">{t('admin.settings.wallet.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {packages.map((row, index) => (
            // The position is the identity while ids are being typed.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
            <tr key={index} className="border-t border-slate-100">
              {PACKAGE_COLUMNS.map((column) => (
                <td key={column} className="py-2 pr-2">
                  <input
                    aria-label={`${t(`admin.settings.wallet.${column}`)} ${index + 1}`}
                    type={column === 'packageId' ? 'text' : 'number'}
                    className={controlClass(false)}
                    value={row[column]}
                    onChange={(event) => change(index, { [column]: event.target.value })}
                  />
                </td>
              ))}
              <td className="py-2 pr-2">
                <input
                  aria-label={`${t('admin.settings.wallet.popular')} ${index + 1}`}
                  type="checkbox"
                  checked={row.popular}
                  onChange={(event) => change(index, { popular: event.target.checked })}
                />
              </td>
              <td className="py-2">
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() =>
                    setPackages((previous) => previous.filter((_, at) => at !== index))
                  }
                >
                  {t('admin.settings.wallet.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            setPackages((previous) => [
              ...previous,
              { packageId: '', credit: '', bonus: '0', popular: false },
            ])
          }
        >
          {t('admin.settings.wallet.add')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          type="number"
          inputMode="decimal"
          label={t('admin.settings.wallet.gstRate')}
          value={gst}
          onChange={(event) => setGst(event.target.value)}
          step={0.01}
        />
        <Field
          label={t('admin.settings.wallet.gstin')}
          value={seller.gstin}
          onChange={(event) => setSeller({ ...seller, gstin: event.target.value })}
        />
        <Field
          label={t('admin.settings.wallet.sellerName')}
          value={seller.name}
          onChange={(event) => setSeller({ ...seller, name: event.target.value })}
        />
        <Field
          label={t('admin.settings.wallet.sellerAddress')}
          value={seller.address}
          onChange={(event) => setSeller({ ...seller, address: event.target.value })}
        />
      </div>
    </SectionCard>
  );
}

function AnalyticsSection({ settings }: { readonly settings: AdminSettings }) {
  const { t } = useTranslation('auth');
  const [id, setId] = useState(settings.settings.analytics.measurementId ?? '');
  const save = useSaveSection(settings);
  const status = useSaveStatus(save, t('admin.settings.saved'));
  return (
    <SectionCard
      title={t('admin.settings.analytics.title')}
      description={t('admin.settings.analytics.description')}
      testId="settings-analytics"
      saving={save.isPending}
      saveLabel={t('admin.settings.save')}
      status={status}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ analytics: { measurementId: id.trim() === '' ? null : id.trim() } });
      }}
    >
      <Field
        label={t('admin.settings.analytics.measurementId')}
        value={id}
        onChange={(event) => setId(event.target.value)}
        hint={t('admin.settings.analytics.hint')}
      />
    </SectionCard>
  );
}

function VersionHistory() {
  const { t, i18n } = useTranslation('auth');
  const versions = useQuery({
    queryKey: versionsKey,
    queryFn: async () =>
      AdminSettingsVersionListSchema.parse(await apiGet<unknown>(`${SETTINGS_PATH}/versions`))
        .versions,
  });
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
      data-testid="settings-versions"
    >
      <h2 className="font-display text-xl font-bold text-slate-900">
        {t('admin.settings.history')}
      </h2>
      {versions.data?.length ? (
        <ol className="flex flex-col gap-1 text-sm text-slate-700">
          {versions.data.map((saved) => (
            <li key={saved.version}>
              {t('admin.settings.historyLine', {
                version: saved.version,
                date: new Date(saved.createdAt).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Asia/Kolkata',
                }),
                editor: saved.createdBy ?? t('admin.settings.unknownEditor'),
                sections: saved.sections
                  .map((section: Section) => t(`admin.settings.sections.${section}`))
                  .join(', '),
              })}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.settings.neverSaved')}</p>
      )}
    </section>
  );
}

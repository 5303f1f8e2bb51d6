import { formatPrice, type Receipt } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { receiptQuery } from './api/wallet-requests';
import { formatWalletMoment } from './money-format';

/** `/receipt/{id}`: the GST receipt of a recharge, itemised, ready to print. */
export function ReceiptPage() {
  const { t } = useTranslation('wallet');
  const { localize } = useLanguage();
  const { id = '' } = useParams();
  const receipt = useQuery(receiptQuery(id));
  return (
    <section
      data-testid="receipt-page"
      aria-labelledby="receipt-heading"
      className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 print:py-0"
    >
      <h1 id="receipt-heading" className="font-display text-3xl font-bold text-slate-900">
        {t('receipt.title', { id })}
      </h1>
      {receipt.data ? (
        <ReceiptBody receipt={receipt.data} />
      ) : receipt.isError ? (
        <p role="alert" className="text-slate-700">
          {t('receipt.notFound')}
        </p>
      ) : (
        <QueryState isError={false} onRetry={() => void receipt.refetch()} />
      )}
      <div className="flex gap-3 print:hidden">
        {receipt.data ? <Button onClick={() => window.print()}>{t('receipt.print')}</Button> : null}
        <Link className={buttonClassName({ variant: 'secondary' })} to={localize('/dashboard')}>
          {t('receipt.back')}
        </Link>
      </div>
    </section>
  );
}

function ReceiptBody({ receipt }: { readonly receipt: Receipt }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  return (
    <article className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:border-0 print:shadow-none">
      <p className="text-slate-600">
        {t('receipt.issued', { date: formatWalletMoment(receipt.issuedAt, language) })}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t('receipt.seller')}
          </h2>
          <p className="font-semibold text-slate-900">{receipt.seller.name}</p>
          <p className="whitespace-pre-line text-slate-700">{receipt.seller.address}</p>
          <p className="text-slate-700">{t('receipt.gstin', { gstin: receipt.seller.gstin })}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t('receipt.buyer')}
          </h2>
          <p className="font-semibold text-slate-900">{receipt.buyer.name}</p>
          <p className="text-slate-700">{receipt.buyer.email}</p>
        </div>
      </div>
      <dl className="flex flex-col gap-2" data-testid="receipt-lines">
        <ReceiptLine
          label={t('receipt.itemName', { amount: formatPrice(receipt.credit) })}
          amount={receipt.taxableValue}
        />
        <ReceiptLine label={t('receipt.taxable')} amount={receipt.taxableValue} />
        <ReceiptLine
          label={t('receipt.gst', { rate: receipt.gstRatePercent })}
          amount={receipt.gst}
        />
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-lg font-bold text-slate-900">
          <dt>{t('receipt.total')}</dt>
          <dd className="tabular-nums">{formatPrice(receipt.total)}</dd>
        </div>
        {receipt.bonus > 0 ? (
          <ReceiptLine label={t('receipt.bonus')} amount={receipt.bonus} />
        ) : null}
      </dl>
      {receipt.promoCode ? (
        <p className="text-slate-700">{t('receipt.promo', { code: receipt.promoCode })}</p>
      ) : null}
      <p className="text-sm text-slate-600">
        {t('receipt.payment', {
          id: receipt.paymentId,
          gateway: t(`receipt.gateways.${receipt.gateway}`),
        })}
      </p>
      {receipt.refunds.length > 0 ? (
        <div>
          <h2 className="mb-2 font-semibold text-slate-900">{t('receipt.refunds')}</h2>
          <ul className="flex flex-col gap-1 text-slate-700">
            {receipt.refunds.map((refund) => (
              <li key={refund.id}>
                {t('receipt.refundLine', {
                  amount: formatPrice(refund.amount),
                  date: formatWalletMoment(refund.createdAt, language),
                  destination: t(`receipt.destinations.${refund.to}`),
                  state: t(`receipt.states.${refund.state}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

function ReceiptLine({ label, amount }: { readonly label: string; readonly amount: number }) {
  return (
    <div className="flex justify-between gap-4 text-slate-700">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatPrice(amount)}</dd>
    </div>
  );
}

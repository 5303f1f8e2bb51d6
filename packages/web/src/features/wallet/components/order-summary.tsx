import { formatPrice, type OrderDetails } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';

/** What an order buys and costs, line by line, the total last. */
export function OrderSummary({ order }: { readonly order: OrderDetails }) {
  const { t } = useTranslation('wallet');
  const lines: [label: string, amount: number][] = [[t('checkout.credit'), order.credit]];
  if (order.bonus > 0) lines.push([t('checkout.bonus'), order.bonus]);
  if (order.promoBonus > 0 && order.promoCode) {
    lines.push([t('checkout.promoBonus', { code: order.promoCode }), order.promoBonus]);
  }
  lines.push([t('checkout.gst', { rate: order.gstRatePercent }), order.gst]);
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 className="mb-1 text-lg font-semibold text-slate-900">{t('checkout.summary')}</h2>
      <p className="mb-4 text-sm text-slate-500">
        {t('checkout.order')} <span className="font-mono">{order.id}</span>
      </p>
      <dl className="flex flex-col gap-2" data-testid="order-summary">
        {lines.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4 text-slate-700">
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatPrice(amount)}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-lg font-bold text-slate-900">
          <dt>{t('checkout.total')}</dt>
          <dd className="tabular-nums">{formatPrice(order.amount)}</dd>
        </div>
      </dl>
    </div>
  );
}

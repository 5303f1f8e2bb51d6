import { formatBalance, formatPrice, type RechargePackage } from '@jyotish/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { errorResponseOf } from '@/lib/server-message';
import { useServerMessage } from '@/lib/use-server-message';
import { walletBalanceQuery } from '@/lib/wallet-query';
import { packagesQuery, startRecharge } from './api/wallet-requests';
import { openRazorpayCheckout } from './razorpay-checkout';

/**
 * `/wallet-recharge`: the packages with their GST line and bonus, a promo code, and Pay,
 * which creates the order and opens the gateway: our own checkout page for the sandbox,
 * Razorpay Checkout otherwise.
 */
export function WalletRechargePage() {
  const { t } = useTranslation('wallet');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const messageOf = useServerMessage();
  const packages = useQuery(packagesQuery());
  const balance = useQuery(walletBalanceQuery());
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [promoCode, setPromoCode] = useState('');
  const promoId = useId();
  const errorId = useId();
  const recharge = useMutation({
    mutationFn: startRecharge,
    onSuccess: async (order) => {
      if (order.checkoutUrl) {
        navigate(localize(order.checkoutUrl));
        return;
      }
      await openRazorpayCheckout(order, navigate, localize);
    },
  });
  const selected =
    packages.data?.packages.find((p) => p.id === chosen) ??
    packages.data?.packages.find((p) => p.popular) ??
    packages.data?.packages[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    const code = promoCode.trim();
    recharge.mutate({
      packageId: selected.id,
      ...(code ? { promoCode: code } : {}),
      idempotencyKey: crypto.randomUUID(),
    });
  };
  const refusal = recharge.error ? messageOf(recharge.error, t('error')) : null;
  const promoRefused = errorResponseOf(recharge.error)?.field === 'promoCode';

  return (
    <section
      data-testid="wallet-recharge-page"
      aria-labelledby="recharge-heading"
      className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="recharge-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages.walletRecharge.heading}
        </h1>
        {balance.data !== undefined ? (
          <p className="text-slate-700" data-testid="recharge-balance">
            {t('recharge.current', { amount: formatBalance(balance.data) })}
          </p>
        ) : null}
      </div>
      <p className="text-slate-600">{t('recharge.intro')}</p>
      {packages.data ? (
        <form onSubmit={submit} className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-lg font-semibold text-slate-900">
              {t('recharge.choose')}
            </legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {packages.data.packages.map((offer) => (
                <PackageChoice
                  key={offer.id}
                  offer={offer}
                  checked={offer.id === selected?.id}
                  onChoose={() => setChosen(offer.id)}
                />
              ))}
            </div>
            <p className="text-sm text-slate-600">
              {t('recharge.gstNote', { rate: packages.data.gstRatePercent })}
            </p>
          </fieldset>
          <div className="flex max-w-sm flex-col gap-1">
            <label htmlFor={promoId} className="font-medium text-slate-800">
              {t('recharge.promoLabel')}
            </label>
            <input
              id={promoId}
              value={promoCode}
              onChange={(event) => setPromoCode(event.target.value)}
              autoComplete="off"
              maxLength={24}
              aria-invalid={promoRefused ? true : undefined}
              aria-describedby={promoRefused ? errorId : undefined}
              className={clsx(controlClass(Boolean(promoRefused)), 'uppercase')}
            />
            <p className="text-sm text-slate-500">{t('recharge.promoHint')}</p>
          </div>
          {refusal ? (
            <p id={errorId} role="alert" className="font-medium text-red-700">
              {refusal}
            </p>
          ) : null}
          {selected ? (
            <div className="flex flex-wrap items-center gap-4">
              <Button
                type="submit"
                size="lg"
                disabled={recharge.isPending}
                data-testid="recharge-pay"
              >
                {recharge.isPending
                  ? t('recharge.opening')
                  : t('recharge.pay', { price: formatPrice(selected.price) })}
              </Button>
              <span className="text-slate-700">
                {t('recharge.youGet', { amount: formatPrice(selected.credit + selected.bonus) })}
              </span>
            </div>
          ) : null}
        </form>
      ) : (
        <QueryState isError={packages.isError} onRetry={() => void packages.refetch()} />
      )}
    </section>
  );
}

function PackageChoice({
  offer,
  checked,
  onChoose,
}: {
  readonly offer: RechargePackage;
  readonly checked: boolean;
  readonly onChoose: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <label
      data-testid={`package-${offer.id}`}
      className={clsx(
        'relative flex cursor-pointer flex-col gap-1 rounded-2xl border-2 bg-white p-4 shadow-sm transition has-focus-visible:ring-4 has-focus-visible:ring-brand-100',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
      )}
    >
      <input
        type="radio"
        name="package"
        value={offer.id}
        checked={checked}
        onChange={onChoose}
        className="sr-only"
      />
      {offer.popular ? (
        <span className="absolute -top-3 left-3 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
          {t('recharge.popular')}
        </span>
      ) : null}
      <span className="text-2xl font-bold text-slate-900">{formatPrice(offer.credit)}</span>
      {offer.bonus > 0 ? (
        <span className="w-fit rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-800">
          {t('recharge.bonus', { amount: formatPrice(offer.bonus) })}
        </span>
      ) : null}
      <span className="text-sm text-slate-600">
        {t('recharge.gstLine', { credit: formatPrice(offer.credit), gst: formatPrice(offer.gst) })}
      </span>
      <span className="font-semibold text-slate-800">= {formatPrice(offer.price)}</span>
    </label>
  );
}

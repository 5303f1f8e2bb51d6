import { formatBalance, formatPrice } from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { errorResponseOf } from '@/lib/server-message';
import { useServerMessage } from '@/lib/use-server-message';
import { walletBalanceQuery, walletKeys } from '@/lib/wallet-query';
import {
  astrologerQuery,
  consultationKeys,
  requestConsultation,
} from './api/consultation-requests';
import { useOffers } from './api/offers';
import { purchaseMode } from './chat-purchase';
import { AstrologerPortrait, DemoBadge } from './components/astrologer-badges';
import { FreeOffer } from './components/free-offer';

/**
 * `/payment?astrologer=…&service=chat&duration=20&price=…&originalPrice=…&type=…` (SPEC §2):
 * the chat about to be bought, with the wallet balance. The query only says what was chosen;
 * the prices shown and charged are the server's, the astrologer's current rate and package
 * price (at the discount the settings give now). Start sends the request (the money is set
 * aside) and opens the chat, which waits for the accept.
 */
export function PaymentPage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const [params] = useSearchParams();
  const slug = params.get('astrologer') ?? '';
  const mode = purchaseMode(params.get('type'));
  const astrologer = useQuery({ ...astrologerQuery(slug), enabled: slug !== '' });
  const balance = useQuery(walletBalanceQuery());
  const offers = useOffers();
  const start = useMutation({
    mutationFn: requestConsultation,
    onSuccess: async (consultation) => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      await queryClient.invalidateQueries({ queryKey: consultationKeys.all });
      navigate(localize(`/chat/${consultation.id}`));
    },
  });

  if (!slug) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16">
        <h1 className="font-display text-2xl font-bold text-slate-900">{pages.payment.heading}</h1>
        <p className="text-slate-700">{t('payment.missing')}</p>
        <Link to={localize('/astrologers')} className={buttonClassName()}>
          {t('payment.chooseAstrologer')}
        </Link>
      </section>
    );
  }
  const a = astrologer.data;
  const price = a?.packagePricePaise ?? 0;
  const needed = mode === 'package' ? price : (a?.ratePerMinutePaise ?? 0);
  const short = errorResponseOf(start.error)?.reason === 'insufficient_balance';

  return (
    <section
      aria-labelledby="payment-heading"
      className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10"
      data-testid="payment-page"
    >
      <h1 id="payment-heading" className="font-display text-3xl font-bold text-slate-900">
        {pages.payment.heading}
      </h1>
      {a ? (
        <>
          <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4">
            <AstrologerPortrait image={a.image} name={a.name} />
            <div className="flex flex-col gap-1">
              <p className="font-display text-lg font-semibold text-slate-900">{a.name}</p>
              {a.demo ? <DemoBadge /> : null}
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-slate-500">{t('payment.service')}</dt>
            <dd className="text-slate-900">{t('payment.chatService')}</dd>
            <dt className="text-slate-500">{t('payment.duration')}</dt>
            <dd className="text-slate-900">
              {mode === 'package'
                ? t('payment.minutes', { count: offers.chatPackageMinutes })
                : t('payment.perMinuteDuration')}
            </dd>
            {mode === 'package' ? (
              <>
                <dt className="text-slate-500">{t('payment.originalPrice')}</dt>
                <dd className="text-slate-500 line-through">
                  {formatPrice(a.packageOriginalPricePaise)}
                </dd>
                <dt className="text-slate-500">{t('payment.price')}</dt>
                <dd className="text-xl font-bold text-brand-700" data-testid="payment-price">
                  {formatPrice(price)}
                </dd>
              </>
            ) : (
              <>
                <dt className="text-slate-500">{t('payment.rate')}</dt>
                <dd className="text-xl font-bold text-brand-700" data-testid="payment-price">
                  {t('ratePerMinute', { rate: formatPrice(a.ratePerMinutePaise) })}
                </dd>
              </>
            )}
            <dt className="text-slate-500">{t('payment.balance')}</dt>
            <dd className="text-slate-900" data-testid="payment-balance">
              {balance.data === undefined ? '…' : formatBalance(balance.data)}
            </dd>
          </dl>
          <FreeOffer />
          <p className="text-sm text-slate-600">{t('payment.howItWorks')}</p>
          {start.error ? (
            <div role="alert" className="flex flex-col items-start gap-2">
              <p className="font-medium text-red-700">
                {messageOf(start.error, t('payment.lowBalance'))}
              </p>
              {short ? (
                <Link
                  to={localize('/wallet-recharge')}
                  className={buttonClassName({ variant: 'secondary' })}
                >
                  {t('payment.recharge')}
                </Link>
              ) : null}
            </div>
          ) : balance.data !== undefined && balance.data < needed ? (
            <p className="text-sm text-slate-700">
              {t('payment.lowBalance')}{' '}
              <Link
                to={localize('/wallet-recharge')}
                className="font-medium text-brand-700 underline"
              >
                {t('payment.recharge')}
              </Link>
            </p>
          ) : null}
          <Button
            size="lg"
            disabled={start.isPending || !a.isOnline}
            onClick={() => start.mutate({ astrologerId: a.id, mode })}
            data-testid="payment-start"
          >
            {!a.isOnline
              ? t('offline')
              : start.isPending
                ? t('payment.starting')
                : t('payment.start')}
          </Button>
        </>
      ) : (
        <QueryState isError={astrologer.isError} onRetry={() => void astrologer.refetch()} />
      )}
    </section>
  );
}

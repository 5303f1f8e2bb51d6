import type { KundliRequest, MatchingRequest, MatchingResponse } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BirthChart } from '@/components/chart/birth-chart';
import { kundliQuery } from '@/lib/kundli-request';
import { useLanguage } from '@/lib/language';
import { useAstroNames } from '@/lib/use-astro-names';
import { PARTNERS, type Partner } from '../matching-query';

function kundliLink(request: KundliRequest, place: string): string {
  return new URLSearchParams({
    name: request.name ?? '',
    date: request.birthDate,
    time: request.birthTime,
    location: place,
    gender: request.gender ?? 'male',
    latitude: String(request.latitude),
    longitude: String(request.longitude),
  }).toString();
}

interface PartnerChartProps {
  readonly partner: Partner;
  readonly request: KundliRequest;
  readonly place: string;
  readonly summary: MatchingResponse['partners'][Partner];
}

function PartnerChart({ partner, request, place, summary }: PartnerChartProps) {
  const { t } = useTranslation('matching');
  const { t: tk } = useTranslation('kundli');
  const { localize } = useLanguage();
  const names = useAstroNames();
  const chart = useQuery(kundliQuery(request));
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">
        {t(`result.manglik.${partner}`, { name: request.name })}
      </h3>
      <p className="text-sm text-slate-700">
        {t('result.charts.moon', {
          sign: names.sign(summary.moonSign),
          nakshatra: names.nakshatra(summary.nakshatra),
          pada: summary.pada,
          lagna: names.sign(summary.ascendantSign),
        })}
      </p>
      {chart.data ? (
        <BirthChart chart={chart.data} style="north" varga="D1" />
      ) : (
        <p role={chart.isError ? 'alert' : 'status'} className="py-8 text-center text-slate-600">
          {chart.isError ? tk('result.error') : tk('result.loading')}
        </p>
      )}
      <Link
        to={`${localize('/kundli')}?${kundliLink(request, place)}`}
        className="inline-block font-medium text-brand-700 underline-offset-2 hover:underline print:hidden"
      >
        {t('result.partnerKundli')}
      </Link>
    </li>
  );
}

/** Both partners' North Indian birth charts, each linking to its full kundli. */
export function PartnerCharts({
  request,
  places,
  match,
}: {
  request: MatchingRequest;
  places: Record<Partner, string>;
  match: MatchingResponse;
}) {
  const { t } = useTranslation('matching');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('result.charts.heading')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {PARTNERS.map((partner) => (
          <PartnerChart
            key={partner}
            partner={partner}
            request={request[partner]}
            place={places[partner]}
            summary={match.partners[partner]}
          />
        ))}
      </ul>
    </section>
  );
}

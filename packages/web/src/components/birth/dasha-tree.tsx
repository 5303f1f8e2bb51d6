import type { KundliRequest, KundliResponse, PlanetId } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChartDate } from '@/lib/astro-format';
import { intlLocale } from '@/lib/birth-calendar';
import { type DashaPeriod, isRunning, runningPaths } from '@/lib/dasha-periods';
import { useLanguage } from '@/lib/language';
import { pratyantarDashaQuery } from '@/lib/pratyantar-dasha-request';
import { useAstroNames } from '@/lib/use-astro-names';

const LEVELS = ['maha', 'antar', 'pratyantar'] as const;

interface TreeContext {
  readonly birth: KundliRequest;
  readonly now: number;
  readonly timeZone: string;
  readonly open: ReadonlySet<string>;
  readonly toggle: (path: string) => void;
}

interface NodeProps {
  readonly period: DashaPeriod;
  readonly path: string;
  readonly depth: number;
  /** The lord of the mahadasha an antardasha belongs to. */
  readonly mahaLord?: PlanetId;
  readonly tree: TreeContext;
}

const CHILDREN_CLASS = 'ml-5 mt-1 space-y-1 border-l border-brand-100 pl-3';

/**
 * The pratyantardashas of an open antardasha: the kundli answer stops at the antardashas, so
 * they are asked for when a reader opens one (the running one is open from the start).
 */
function Pratyantars({
  id,
  path,
  mahaLord,
  antarLord,
  tree,
}: {
  id: string;
  path: string;
  mahaLord: PlanetId;
  antarLord: PlanetId;
  tree: TreeContext;
}) {
  const { t } = useTranslation('kundli');
  const result = useQuery(pratyantarDashaQuery(tree.birth, mahaLord, antarLord));
  if (!result.data) {
    return (
      <p
        id={id}
        role={result.isError ? 'alert' : 'status'}
        className={clsx(CHILDREN_CLASS, 'py-2 text-sm text-slate-700')}
      >
        {result.isError ? t('dasha.pratyantarError') : t('dasha.pratyantarLoading')}
      </p>
    );
  }
  return (
    <ul id={id} className={CHILDREN_CLASS}>
      {result.data.periods.map((child, index) => (
        <DashaNode
          key={child.start}
          period={child}
          path={`${path}.${index}`}
          depth={2}
          tree={tree}
        />
      ))}
    </ul>
  );
}

function DashaNode({ period, path, depth, mahaLord, tree }: NodeProps) {
  const { now, timeZone, open, toggle } = tree;
  const { t } = useTranslation('kundli');
  const { language } = useLanguage();
  const names = useAstroNames();
  const childrenId = useId();
  const running = isRunning(period, now);
  const expanded = open.has(path);
  const level = LEVELS[depth] ?? 'pratyantar';
  const label = t('dasha.period', {
    lord: names.planet(period.lord),
    start: formatChartDate(period.start, language, timeZone),
    end: formatChartDate(period.end, language, timeZone),
  });
  const content = (
    <>
      <span className="text-xs font-medium uppercase tracking-wide text-slate-600">
        {t(`dasha.levels.${level}`)}
      </span>
      <span className="font-medium">{label}</span>
      {running ? (
        <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white print:border print:border-slate-900 print:text-slate-900">
          {t('dasha.running')}
        </span>
      ) : null}
    </>
  );
  const rowClass = clsx(
    'flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 text-left text-slate-900',
    running ? 'bg-brand-100 ring-1 ring-brand-300 print:bg-white' : 'hover:bg-slate-50',
  );
  return (
    <li aria-current={running ? 'true' : undefined}>
      {depth < 2 ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={childrenId}
          onClick={() => toggle(path)}
          className={clsx(rowClass, 'focus-visible:outline-2 focus-visible:outline-brand-500')}
        >
          <span aria-hidden="true" className="w-3 text-brand-700 print:hidden">
            {expanded ? '▾' : '▸'}
          </span>
          {content}
        </button>
      ) : (
        <div className={rowClass}>{content}</div>
      )}
      {expanded && depth === 0 ? (
        <ul id={childrenId} className={CHILDREN_CLASS}>
          {period.periods.map((child, index) => (
            <DashaNode
              key={child.start}
              period={child}
              path={`${path}.${index}`}
              depth={1}
              mahaLord={period.lord}
              tree={tree}
            />
          ))}
        </ul>
      ) : null}
      {expanded && depth === 1 && mahaLord ? (
        <Pratyantars
          id={childrenId}
          path={path}
          mahaLord={mahaLord}
          antarLord={period.lord}
          tree={tree}
        />
      ) : null}
    </li>
  );
}

/**
 * The Vimshottari dasha as an expandable tree (maha → antar → pratyantar) with dates on the
 * birth place's calendar; the periods running now are highlighted and open at first. `birth`
 * is the request that answered `chart`, sent again for an antardasha's pratyantardashas.
 */
export function DashaTree({ chart, birth }: { chart: KundliResponse; birth: KundliRequest }) {
  const { t } = useTranslation('kundli');
  const { language } = useLanguage();
  const names = useAstroNames();
  const headingId = useId();
  const [now] = useState(() => Date.now());
  // The running mahadasha and antardasha start open, so the reader sees where they are now.
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(runningPaths(chart.dasha.periods, now, 2)),
  );
  const toggle = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  const years = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(
    chart.dasha.balance.years,
  );
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('dasha.heading')}
      </h2>
      <p className="text-slate-700">{t('dasha.lead')}</p>
      <p className="font-medium text-slate-900">
        {t('dasha.balance', { lord: names.planet(chart.dasha.balance.lord), years })}
      </p>
      <ul className="space-y-1" data-testid="dasha-tree">
        {chart.dasha.periods.map((period, index) => (
          <DashaNode
            key={period.start}
            period={period}
            path={String(index)}
            depth={0}
            tree={{ birth, now, timeZone: chart.input.timezone, open, toggle }}
          />
        ))}
      </ul>
    </section>
  );
}

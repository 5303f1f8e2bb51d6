import type { AdminStats, StatsFigure } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';

/** The colours of the series: the brand violet, saffron, teal, as the charts of the site. */
const COLOURS = ['#7c3aed', '#f59e0b', '#0d9488'] as const;

interface ChartSpec {
  readonly id: 'money' | 'people' | 'chats';
  readonly kind: 'line' | 'bar';
  readonly figures: readonly StatsFigure[];
  readonly money?: boolean;
}

const CHARTS: readonly ChartSpec[] = [
  {
    id: 'money',
    kind: 'line',
    figures: ['rechargeAmount', 'revenue', 'astrologerEarnings'],
    money: true,
  },
  { id: 'people', kind: 'bar', figures: ['signups', 'activeUsers'] },
  { id: 'chats', kind: 'bar', figures: ['consultations', 'billedMinutes', 'freeMinutes'] },
];

/** The days of the range as three charts: money (in rupees), people, and consultations. */
export default function StatsCharts({ days }: { readonly days: AdminStats['days'] }) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const dayLabel = new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat(intlLocale(language));
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid="stats-charts">
      {CHARTS.map((chart) => {
        const data = days.map((day) => ({
          label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
          ...Object.fromEntries(
            chart.figures.map((figure) => [figure, chart.money ? day[figure] / 100 : day[figure]]),
          ),
        }));
        const format = (value: unknown) =>
          chart.money ? rupees.format(Number(value)) : count.format(Number(value));
        const series = chart.figures.map((figure, index) => ({
          dataKey: figure,
          name: t(`admin.stats.figures.${figure}`),
          color: COLOURS[index % COLOURS.length] ?? COLOURS[0],
        }));
        const axes = (
          <>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={12} />
            <YAxis
              tick={{ fontSize: 11 }}
              width={chart.money ? 64 : 36}
              tickFormatter={format}
              allowDecimals={Boolean(chart.money)}
            />
            <Tooltip formatter={format} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </>
        );
        return (
          <figure
            key={chart.id}
            data-testid={`stats-chart-${chart.id}`}
            className="rounded-xl border border-slate-200 p-3"
          >
            <figcaption className="mb-2 text-sm font-semibold text-slate-800">
              {t(`admin.stats.charts.${chart.id}`)}
            </figcaption>
            <ResponsiveContainer width="100%" height={240}>
              {chart.kind === 'line' ? (
                <LineChart data={data}>
                  {axes}
                  {series.map((line) => (
                    <Line
                      key={line.dataKey}
                      type="monotone"
                      dataKey={line.dataKey}
                      name={line.name}
                      stroke={line.color}
                      strokeWidth={2}
                      dot={days.length <= 7}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              ) : (
                <BarChart data={data}>
                  {axes}
                  {series.map((bar) => (
                    <Bar
                      key={bar.dataKey}
                      dataKey={bar.dataKey}
                      name={bar.name}
                      fill={bar.color}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              )}
            </ResponsiveContainer>
          </figure>
        );
      })}
    </div>
  );
}

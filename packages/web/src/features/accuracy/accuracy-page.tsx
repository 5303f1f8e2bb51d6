import { type FestivalId, festivalName, type PlanetId } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { ToolPage } from '@/components/ui/tool-page';
import { formatLongDate } from '@/lib/almanac-time';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { usePanchangNames } from '@/lib/use-panchang-names';
import report from './accuracy-report.gen.json';

type Section = (typeof report.sections)[number];
type Case = Section['cases'][number];

/** A case's name in the page language: what was compared, and on which date. */
function useCaseLabel(sectionId: Section['id']) {
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const names = usePanchangNames();
  return (entry: Case) => {
    const date = formatLongDate(entry.date, language);
    switch (sectionId) {
      case 'drik-panchang':
        return `${date}: ${t(`accuracy.fields.${entry.subject as 'sunrise'}`)}`;
      case 'festivals':
        return `${festivalName(language, { id: entry.subject as FestivalId, lunarMonth: null, adhika: false, tithi: null })}, ${date}`;
      case 'eclipses':
        return `${t(`festivals.kind.${entry.subject as 'solar'}`)} (${t(`festivals.type.${(entry as { detail?: string }).detail as 'total'}`)}), ${date}`;
      default:
        return `${names.planet(entry.subject as PlanetId)}, ${date}`;
    }
  };
}

function AccuracySection({ section }: { section: Section }) {
  const { t } = useTranslation('panchang');
  const unit = t(`accuracy.units.${section.unit as 'minutes'}`);
  const label = useCaseLabel(section.id);
  const worst = section.cases.reduce((largest, entry) =>
    entry.error > largest.error ? entry : largest,
  );
  const columns = t('accuracy.columns', { returnObjects: true });
  return (
    <section
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid={`accuracy-${section.id}`}
    >
      <h2 className="font-display text-xl font-semibold text-slate-900">
        {t(`accuracy.sections.${section.id as 'festivals'}`)}
      </h2>
      <p className="font-medium text-slate-800" data-testid="accuracy-summary">
        {t('accuracy.summary', {
          count: section.cases.length,
          largest: worst.error,
          unit,
          label: label(worst),
          tolerance: section.tolerance,
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t('accuracy.source')}: {t(`accuracy.sources.${section.id as 'festivals'}`)}{' '}
        {section.urls.slice(0, 3).map((url) => (
          <a
            key={url}
            href={url}
            rel="noopener noreferrer"
            className="mr-2 break-all text-brand-700 underline"
          >
            {new URL(url).hostname}
          </a>
        ))}
      </p>
      <details>
        <summary className="cursor-pointer text-brand-700">{t('accuracy.showCases')}</summary>
        <div className="mt-3">
          <Table compact caption={t(`accuracy.sections.${section.id as 'festivals'}`)}>
            <TableHead>
              <TableColumnHeader>{columns.case}</TableColumnHeader>
              <TableColumnHeader>{columns.reference}</TableColumnHeader>
              <TableColumnHeader>{columns.ours}</TableColumnHeader>
              <TableColumnHeader>{columns.error}</TableColumnHeader>
            </TableHead>
            <TableBody>
              {section.cases.map((entry) => (
                <TableRow key={`${entry.subject}-${entry.date}`}>
                  <TableRowHeader>{label(entry)}</TableRowHeader>
                  <TableCell>{entry.reference}</TableCell>
                  <TableCell>{entry.ours}</TableCell>
                  <TableCell>
                    {entry.error} {unit}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </section>
  );
}

/**
 * `/accuracy` (issue 13): the engine against outside references, case by case, with the
 * largest error of each kind. The figures come from `accuracy-report.gen.json`, which the
 * engine's `accuracy-report.test.ts` writes from the reference files and checks on every run.
 */
export function AccuracyPage() {
  const { t } = useTranslation('panchang');
  const { pages } = useMetadata();
  return (
    <ToolPage heading={pages.accuracy.heading} lead={t('accuracy.lead')} wide>
      <div className="space-y-6">
        {report.sections.map((section) => (
          <AccuracySection key={section.id} section={section} />
        ))}
      </div>
    </ToolPage>
  );
}

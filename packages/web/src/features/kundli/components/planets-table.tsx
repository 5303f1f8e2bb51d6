import type { KundliResponse } from '@jyotish/contract';
import { useId } from 'react';
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
import { formatDegree } from '@/lib/astro-format';
import { useAstroNames } from '@/lib/use-astro-names';

/** The nine grahas and the ascendant: sign, degree, nakshatra and pada, lord, house, dignity, motion. */
export function PlanetsTable({ chart }: { chart: KundliResponse }) {
  const { t } = useTranslation('kundli');
  const names = useAstroNames();
  const headingId = useId();
  const columns = ['sign', 'degree', 'nakshatra', 'lord', 'house', 'dignity', 'status'] as const;
  return (
    <section aria-labelledby={headingId} className="space-y-4 break-inside-avoid">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('planets.heading')}
      </h2>
      {/* On a phone the table scrolls sideways; the planet's name stays in view while it does. */}
      <Table caption={t('planets.caption')} compact stickyFirstColumn>
        <TableHead>
          <TableColumnHeader>{t('planets.planet')}</TableColumnHeader>
          {columns.map((column) => (
            <TableColumnHeader key={column}>{t(`planets.${column}`)}</TableColumnHeader>
          ))}
        </TableHead>
        <TableBody>
          <TableRow>
            <TableRowHeader>{t('planets.ascendant')}</TableRowHeader>
            <TableCell>{names.sign(chart.ascendant.sign)}</TableCell>
            <TableCell className="tabular-nums">
              {formatDegree(chart.ascendant.signDegree)}
            </TableCell>
            <TableCell>
              {t('summary.padaOf', {
                nakshatra: names.nakshatra(chart.ascendant.nakshatra),
                pada: chart.ascendant.pada,
              })}
            </TableCell>
            <TableCell />
            <TableCell>1</TableCell>
            <TableCell />
            <TableCell />
          </TableRow>
          {chart.planets.map((planet) => (
            <TableRow key={planet.id}>
              <TableRowHeader>{names.planet(planet.id)}</TableRowHeader>
              <TableCell>{names.sign(planet.sign)}</TableCell>
              <TableCell className="tabular-nums">{formatDegree(planet.signDegree)}</TableCell>
              <TableCell>
                {t('summary.padaOf', {
                  nakshatra: names.nakshatra(planet.nakshatra),
                  pada: planet.pada,
                })}
              </TableCell>
              <TableCell>{names.planet(planet.nakshatraLord)}</TableCell>
              <TableCell>{planet.house}</TableCell>
              <TableCell>{t(`planets.dignities.${planet.dignity}`)}</TableCell>
              <TableCell>
                {[
                  planet.retrograde ? t('planets.retrograde') : t('planets.direct'),
                  ...(planet.combust ? [t('planets.combust')] : []),
                ].join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

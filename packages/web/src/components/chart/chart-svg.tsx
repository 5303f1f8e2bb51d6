import { abbreviationWidth, CHART_SIZE, type ChartCell, itemPositions } from '@jyotish/contract';
import { clsx } from 'clsx';
import { useId, useState } from 'react';

/** One abbreviation drawn in a chart, with the sentence that explains it. */
export interface ChartItem {
  readonly key: string;
  /** 1–12; the item is drawn in that sign's box. */
  readonly sign: number;
  readonly abbreviation: string;
  /** A small raised mark after the abbreviation, e.g. R for retrograde. */
  readonly mark?: string | undefined;
  /** Shown on hover and on keyboard focus, e.g. "Sun: 5°12′ Taurus, house 11". */
  readonly detail: string;
  readonly emphasis?: boolean;
}

export interface ChartSvgProps {
  readonly cells: readonly ChartCell[];
  readonly items: readonly ChartItem[];
  /** The accessible name: style and varga. */
  readonly title: string;
  /** Every box and what is in it, for screen readers. */
  readonly description: string;
  readonly hint: string;
  /** Marks the lagna's box (South and East Indian styles, where boxes are signs). */
  readonly markAscendant: boolean;
  /** Written in the empty middle of the South and East Indian styles, e.g. the varga `D9`. */
  readonly centerLabel?: string | undefined;
}

const points = (cell: ChartCell) => cell.outline.map(({ x, y }) => `${x},${y}`).join(' ');

/**
 * A kundli drawn as SVG: `role="img"` named by its title and described by its placements;
 * each abbreviation can be pointed at or tabbed to, and the caption under the chart then
 * says its exact position.
 */
export function ChartSvg({
  cells,
  items,
  title,
  description,
  hint,
  markAscendant,
  centerLabel,
}: ChartSvgProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [active, setActive] = useState<ChartItem | null>(null);

  return (
    <figure className="mx-auto w-full max-w-md">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        viewBox={`-2 -2 ${CHART_SIZE + 4} ${CHART_SIZE + 4}`}
        className="h-auto w-full select-none"
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <rect
          x={0}
          y={0}
          width={CHART_SIZE}
          height={CHART_SIZE}
          className="fill-amber-50 stroke-brand-700 print:fill-white"
          strokeWidth={2}
        />
        {cells.map((cell) => (
          <g key={cell.sign}>
            <polygon
              points={points(cell)}
              className={clsx(
                'stroke-brand-700',
                markAscendant && cell.house === 1 ? 'fill-brand-100' : 'fill-transparent',
              )}
              strokeWidth={1.5}
            />
            <text
              x={cell.label.x}
              y={cell.label.y}
              textAnchor="middle"
              dominantBaseline="middle"
              className="fill-slate-600 text-[11px]"
            >
              {cell.sign}
            </text>
          </g>
        ))}
        {centerLabel ? (
          <text
            x={CHART_SIZE / 2}
            y={CHART_SIZE / 2}
            textAnchor="middle"
            dominantBaseline="middle"
            className="fill-brand-200 font-display text-[32px] font-bold"
          >
            {centerLabel}
          </text>
        ) : null}
        {cells.map((cell) => {
          const inCell = items.filter((item) => item.sign === cell.sign);
          const positions = itemPositions(
            cell.anchor,
            inCell.map((item) => abbreviationWidth(item.abbreviation, item.mark)),
            cell.rowWidth,
          );
          return inCell.map((item, index) => {
            const at = positions[index] ?? cell.anchor;
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: the caption repeats what hover and focus show; the description lists it all
              <text
                key={item.key}
                x={at.x}
                y={at.y}
                textAnchor="middle"
                dominantBaseline="middle"
                tabIndex={0}
                aria-label={item.detail}
                onMouseEnter={() => setActive(item)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(item)}
                onBlur={() => setActive(null)}
                className={clsx(
                  'cursor-default text-[13px] font-semibold outline-none focus:fill-brand-600 focus:underline',
                  item.emphasis ? 'fill-red-700' : 'fill-slate-900',
                  active?.key === item.key && 'fill-brand-600 underline',
                )}
              >
                {item.abbreviation}
                {item.mark ? (
                  <tspan className="text-[8px]" dx={2} dy={-5}>
                    {item.mark}
                  </tspan>
                ) : null}
              </text>
            );
          });
        })}
      </svg>
      <figcaption
        aria-live="polite"
        className="mt-2 min-h-12 text-center text-sm text-slate-700 print:hidden"
        data-testid="chart-detail"
      >
        {active ? active.detail : hint}
      </figcaption>
    </figure>
  );
}

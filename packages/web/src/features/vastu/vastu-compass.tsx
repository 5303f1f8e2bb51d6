import { clsx } from 'clsx';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIRECTION_LORE,
  type Direction,
  RIM_DIRECTIONS,
  type Room,
  VASTU_RULES,
  type Verdict,
} from './vastu-rules';

/** How each verdict looks, the same on the compass, the badges and the home list. */
export const VERDICT_STYLE: Readonly<
  Record<Verdict, { sector: string; badge: string; symbol: string }>
> = {
  ideal: {
    sector: 'fill-emerald-200 stroke-emerald-700',
    badge: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
    symbol: '✓✓',
  },
  good: {
    sector: 'fill-amber-100 stroke-amber-600',
    badge: 'bg-amber-100 text-amber-900 ring-amber-300',
    symbol: '✓',
  },
  avoid: {
    sector: 'fill-rose-200 stroke-rose-700',
    badge: 'bg-rose-100 text-rose-900 ring-rose-300',
    symbol: '✕',
  },
};

const SIZE = 320;
const MID = SIZE / 2;
const OUTER = 128;
const INNER = 42;
const LABEL = 147;

/** The point at `radius` from the middle, `bearing` degrees clockwise from north (up). */
function at(radius: number, bearing: number): [number, number] {
  const angle = (bearing * Math.PI) / 180;
  return [MID + radius * Math.sin(angle), MID - radius * Math.cos(angle)];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The ring sector of 45° centred on `bearing`, between the centre circle and the rim. */
function sectorPath(bearing: number): string {
  const [x1, y1] = at(OUTER, bearing - 22.5);
  const [x2, y2] = at(OUTER, bearing + 22.5);
  const [x3, y3] = at(INNER, bearing + 22.5);
  const [x4, y4] = at(INNER, bearing - 22.5);
  return [
    `M ${round(x1)} ${round(y1)}`,
    `A ${OUTER} ${OUTER} 0 0 1 ${round(x2)} ${round(y2)}`,
    `L ${round(x3)} ${round(y3)}`,
    `A ${INNER} ${INNER} 0 0 0 ${round(x4)} ${round(y4)}`,
    'Z',
  ].join(' ');
}

const CARDINALS = [
  { key: 'north', bearing: 0 },
  { key: 'east', bearing: 90 },
  { key: 'south', bearing: 180 },
  { key: 'west', bearing: 270 },
] as const;

/**
 * The home seen from above as a compass, north up: eight sectors and the centre
 * (Brahmasthan), each coloured and marked by the verdict of `room` there. Each is a button
 * (Tab, then Enter or Space) named by its direction and verdict; the chosen one is outlined.
 */
export function VastuCompass({
  room,
  selected,
  onSelect,
}: {
  room: Room;
  selected: Direction;
  onSelect: (direction: Direction) => void;
}) {
  const { t } = useTranslation('vastu');
  const titleId = useId();
  const roomName = t(`rooms.${room}`);

  const sector = (direction: Direction, shape: 'sector' | 'centre') => {
    const verdict = VASTU_RULES[room][direction];
    const style = VERDICT_STYLE[verdict];
    const isSelected = direction === selected;
    const bearing = DIRECTION_LORE[direction].bearing;
    const [sx, sy] = bearing === null ? [MID, MID] : at((OUTER + INNER) / 2, bearing);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect(direction);
      }
    };
    return (
      // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group is a focusable button with a name, a pressed state and Enter/Space
      <g
        key={direction}
        role="button"
        tabIndex={0}
        aria-pressed={isSelected}
        aria-label={`${t(`directions.${direction}.name`)}: ${t(`verdicts.${verdict}`)}`}
        onClick={() => onSelect(direction)}
        onKeyDown={onKeyDown}
        className="group cursor-pointer"
        data-testid={`compass-${direction}`}
        data-verdict={verdict}
      >
        {shape === 'centre' ? (
          <circle
            cx={MID}
            cy={MID}
            r={INNER}
            className={clsx(
              style.sector,
              'transition group-hover:opacity-80 group-focus-visible:stroke-brand-900',
            )}
            strokeWidth={isSelected ? 4 : 1.5}
          />
        ) : (
          <path
            d={sectorPath(bearing ?? 0)}
            className={clsx(
              style.sector,
              'transition group-hover:opacity-80 group-focus-visible:stroke-brand-900',
            )}
            strokeWidth={isSelected ? 4 : 1.5}
            strokeLinejoin="round"
          />
        )}
        <text
          x={round(sx)}
          y={round(sy)}
          textAnchor="middle"
          dominantBaseline="central"
          className={clsx(
            'pointer-events-none text-[18px] font-bold',
            verdict === 'ideal'
              ? 'fill-emerald-900'
              : verdict === 'good'
                ? 'fill-amber-900'
                : 'fill-rose-900',
          )}
        >
          {style.symbol}
        </text>
      </g>
    );
  };

  return (
    <div className="relative mx-auto w-full max-w-[20rem]">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-labelledby={titleId}
        className="h-auto w-full select-none"
        data-testid="vastu-compass"
      >
        <title id={titleId}>{t('compass.title', { room: roomName })}</title>
        <circle cx={MID} cy={MID} r={OUTER + 4} className="fill-white stroke-slate-300" />
        {RIM_DIRECTIONS.map((direction) => sector(direction, 'sector'))}
        {sector('centre', 'centre')}
        {/* The selected sector's outline on top of its neighbours. */}
        {selected === 'centre' ? (
          <circle
            cx={MID}
            cy={MID}
            r={INNER}
            className="pointer-events-none fill-none stroke-brand-700"
            strokeWidth={3}
          />
        ) : (
          <path
            d={sectorPath(DIRECTION_LORE[selected].bearing ?? 0)}
            className="pointer-events-none fill-none stroke-brand-700"
            strokeWidth={3}
            strokeLinejoin="round"
          />
        )}
      </svg>
      {/* The cardinal letters sit over the rim, outside the SVG so they stay out of its buttons. */}
      {CARDINALS.map(({ key, bearing }) => {
        const [x, y] = at(LABEL, bearing);
        return (
          <span
            key={key}
            aria-hidden="true"
            style={{ left: `${(x / SIZE) * 100}%`, top: `${(y / SIZE) * 100}%` }}
            className={clsx(
              'pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 text-sm font-bold',
              key === 'north' ? 'text-brand-700' : 'text-slate-700',
            )}
          >
            {t(`compass.${key}`)}
          </span>
        );
      })}
    </div>
  );
}

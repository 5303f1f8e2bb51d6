import type { ChartStyle } from './chart-styles.js';

// Pure geometry, no DOM: the web draws it as SVG and the server's PDF reports will draw the
// same boxes. Coordinates are in the view box's user units, x to the right and y down.

/** Width and height of every chart's SVG view box, in user units. */
export const CHART_SIZE = 360;

export interface ChartPoint {
  readonly x: number;
  readonly y: number;
}

/** One sign's box in a chart: its outline, where its planets gather and where its number goes. */
export interface ChartCell {
  /** 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  /** Counted from the ascendant's sign (whole signs): 1 is the lagna. */
  readonly house: number;
  readonly outline: readonly ChartPoint[];
  readonly anchor: ChartPoint;
  readonly label: ChartPoint;
  /** How wide a row of planet abbreviations may be, in user units. */
  readonly rowWidth: number;
}

const p = (x: number, y: number): ChartPoint => ({ x, y });

/** The sign in house `house` when the ascendant is in `ascendant` (both 1-based). */
export function signOfHouse(ascendant: number, house: number): number {
  return ((ascendant + house - 2) % 12) + 1;
}

export function houseOfSign(ascendant: number, sign: number): number {
  return ((sign - ascendant + 12) % 12) + 1;
}

// North Indian: houses are fixed, the first is the top diamond and they run anticlockwise;
// the signs move with the ascendant. Each house: outline, anchor, inner corner for its number.
const NORTH_HOUSES: readonly {
  outline: ChartPoint[];
  anchor: ChartPoint;
  inner: ChartPoint;
  rowWidth: number;
}[] = [
  {
    outline: [p(180, 0), p(270, 90), p(180, 180), p(90, 90)],
    anchor: p(180, 80),
    inner: p(180, 180),
    rowWidth: 96,
  },
  { outline: [p(0, 0), p(180, 0), p(90, 90)], anchor: p(90, 30), inner: p(90, 90), rowWidth: 96 },
  { outline: [p(0, 0), p(90, 90), p(0, 180)], anchor: p(34, 90), inner: p(90, 90), rowWidth: 64 },
  {
    outline: [p(0, 180), p(90, 90), p(180, 180), p(90, 270)],
    anchor: p(80, 180),
    inner: p(180, 180),
    rowWidth: 96,
  },
  {
    outline: [p(0, 180), p(90, 270), p(0, 360)],
    anchor: p(34, 270),
    inner: p(90, 270),
    rowWidth: 64,
  },
  {
    outline: [p(0, 360), p(90, 270), p(180, 360)],
    anchor: p(90, 330),
    inner: p(90, 270),
    rowWidth: 96,
  },
  {
    outline: [p(180, 360), p(90, 270), p(180, 180), p(270, 270)],
    anchor: p(180, 280),
    inner: p(180, 180),
    rowWidth: 96,
  },
  {
    outline: [p(180, 360), p(270, 270), p(360, 360)],
    anchor: p(270, 330),
    inner: p(270, 270),
    rowWidth: 96,
  },
  {
    outline: [p(360, 360), p(270, 270), p(360, 180)],
    anchor: p(326, 270),
    inner: p(270, 270),
    rowWidth: 64,
  },
  {
    outline: [p(360, 180), p(270, 270), p(180, 180), p(270, 90)],
    anchor: p(280, 180),
    inner: p(180, 180),
    rowWidth: 96,
  },
  {
    outline: [p(360, 180), p(270, 90), p(360, 0)],
    anchor: p(326, 90),
    inner: p(270, 90),
    rowWidth: 64,
  },
  {
    outline: [p(360, 0), p(270, 90), p(180, 0)],
    anchor: p(270, 30),
    inner: p(270, 90),
    rowWidth: 96,
  },
];

const towards = (from: ChartPoint, to: ChartPoint, share: number): ChartPoint =>
  p(from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share);

function northCells(ascendant: number): ChartCell[] {
  return NORTH_HOUSES.map((house, index) => ({
    sign: signOfHouse(ascendant, index + 1),
    house: index + 1,
    outline: house.outline,
    anchor: house.anchor,
    label: towards(house.anchor, house.inner, 0.72),
    rowWidth: house.rowWidth,
  }));
}

// South Indian: a 4×4 ring of fixed signs, Pisces in the top-left corner, running clockwise.
const SOUTH_SQUARES: Readonly<Record<number, readonly [number, number]>> = {
  12: [0, 0],
  1: [1, 0],
  2: [2, 0],
  3: [3, 0],
  4: [3, 1],
  5: [3, 2],
  6: [3, 3],
  7: [2, 3],
  8: [1, 3],
  9: [0, 3],
  10: [0, 2],
  11: [0, 1],
};

function southCells(ascendant: number): ChartCell[] {
  const size = CHART_SIZE / 4;
  return Object.entries(SOUTH_SQUARES).map(([sign, [column, row]]) => {
    const x = column * size;
    const y = row * size;
    return {
      sign: Number(sign),
      house: houseOfSign(ascendant, Number(sign)),
      outline: [p(x, y), p(x + size, y), p(x + size, y + size), p(x, y + size)],
      anchor: p(x + size / 2, y + size / 2 + 6),
      label: p(x + 11, y + 15),
      rowWidth: size - 8,
    };
  });
}

// East Indian: a 3×3 square of fixed signs, Aries in the top middle, running anticlockwise;
// each corner square is cut along its diagonal into two signs.
const EAST_SIGNS: Readonly<
  Record<number, { outline: ChartPoint[]; anchor: ChartPoint; label: ChartPoint; rowWidth: number }>
> = {
  1: {
    outline: [p(120, 0), p(240, 0), p(240, 120), p(120, 120)],
    anchor: p(180, 66),
    label: p(180, 16),
    rowWidth: 96,
  },
  2: {
    outline: [p(0, 0), p(120, 0), p(120, 120)],
    anchor: p(82, 40),
    label: p(108, 16),
    rowWidth: 64,
  },
  3: {
    outline: [p(0, 0), p(0, 120), p(120, 120)],
    anchor: p(38, 84),
    label: p(12, 112),
    rowWidth: 64,
  },
  4: {
    outline: [p(0, 120), p(120, 120), p(120, 240), p(0, 240)],
    anchor: p(60, 186),
    label: p(60, 136),
    rowWidth: 96,
  },
  5: {
    outline: [p(0, 240), p(120, 240), p(0, 360)],
    anchor: p(38, 276),
    label: p(12, 256),
    rowWidth: 64,
  },
  6: {
    outline: [p(120, 240), p(120, 360), p(0, 360)],
    anchor: p(82, 322),
    label: p(108, 352),
    rowWidth: 64,
  },
  7: {
    outline: [p(120, 240), p(240, 240), p(240, 360), p(120, 360)],
    anchor: p(180, 306),
    label: p(180, 256),
    rowWidth: 96,
  },
  8: {
    outline: [p(240, 240), p(240, 360), p(360, 360)],
    anchor: p(278, 322),
    label: p(252, 352),
    rowWidth: 64,
  },
  9: {
    outline: [p(240, 240), p(360, 240), p(360, 360)],
    anchor: p(322, 276),
    label: p(348, 256),
    rowWidth: 64,
  },
  10: {
    outline: [p(240, 120), p(360, 120), p(360, 240), p(240, 240)],
    anchor: p(300, 186),
    label: p(300, 136),
    rowWidth: 96,
  },
  11: {
    outline: [p(360, 0), p(360, 120), p(240, 120)],
    anchor: p(322, 84),
    label: p(348, 112),
    rowWidth: 64,
  },
  12: {
    outline: [p(240, 0), p(360, 0), p(240, 120)],
    anchor: p(278, 40),
    label: p(252, 16),
    rowWidth: 64,
  },
};

function eastCells(ascendant: number): ChartCell[] {
  return Object.entries(EAST_SIGNS).map(([sign, cell]) => ({
    sign: Number(sign),
    house: houseOfSign(ascendant, Number(sign)),
    ...cell,
  }));
}

/** The twelve boxes of a chart in the given style for an ascendant sign (1–12). */
export function chartCells(style: ChartStyle, ascendant: number): ChartCell[] {
  if (style === 'north') return northCells(ascendant);
  if (style === 'south') return southCells(ascendant);
  return eastCells(ascendant);
}

const ROW_HEIGHT = 16;

/**
 * Where abbreviations of the given widths go in a box: left to right in rows no wider than
 * `rowWidth` (a wider item gets a row of its own), each row and the block centred on `anchor`.
 * Returns the centre of each item.
 */
export function itemPositions(
  anchor: ChartPoint,
  widths: readonly number[],
  rowWidth: number,
): ChartPoint[] {
  const rows: number[][] = [];
  let used = Number.POSITIVE_INFINITY;
  widths.forEach((width, index) => {
    const row = rows.at(-1);
    if (row && used + width <= rowWidth) {
      row.push(index);
      used += width;
    } else {
      rows.push([index]);
      used = width;
    }
  });
  const positions: ChartPoint[] = [];
  rows.forEach((row, rowIndex) => {
    const total = row.reduce((sum, index) => sum + (widths[index] ?? 0), 0);
    let x = anchor.x - total / 2;
    for (const index of row) {
      const width = widths[index] ?? 0;
      positions[index] = p(
        x + width / 2,
        anchor.y + (rowIndex - (rows.length - 1) / 2) * ROW_HEIGHT,
      );
      x += width;
    }
  });
  return positions;
}

const segmenter = new Intl.Segmenter();

/**
 * The room an abbreviation takes at the chart's 13-unit type, with its gap: measured in
 * graphemes, so a Tamil `சுக்` counts as the two letters it shows, and Indic letters, wider
 * than Latin ones, get more room.
 */
export function abbreviationWidth(text: string, mark: string | undefined): number {
  const graphemes = [...segmenter.segment(text)].length;
  const latin = /^[\u0020-\u007E]*$/.test(text + (mark ?? ''));
  return graphemes * (latin ? 10 : 14) + (mark ? (latin ? 6 : 9) : 0) + 10;
}

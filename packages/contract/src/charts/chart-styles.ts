/** The three ways a kundli is drawn: fixed houses (North), fixed signs (South, East). */
export const CHART_STYLES = ['north', 'south', 'east'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

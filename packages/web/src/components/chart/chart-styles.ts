// The chart styles and varga ids live in the contract beside the chart geometry; this file
// remains only for lib/kundli-query.ts, whose imports are being reworked on another branch.
export { CHART_STYLES, type ChartStyle, type VargaId } from '@jyotish/contract';

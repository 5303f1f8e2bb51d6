import { KundliScreen } from './kundli-page';

/** `/kundli`: the form, then the whole kundli. */
export function KundliPage() {
  return <KundliScreen page="kundli" view="full" />;
}

export function HindiKundliPage() {
  return <KundliScreen page="hindiKundli" view="full" />;
}

export function BrihatKundliPage() {
  return <KundliScreen page="brihatKundli" view="full" />;
}

export function BrihatKundliResultsPage() {
  return <KundliScreen page="brihatKundliResults" view="full" />;
}

export function NorthIndianChartPage() {
  return <KundliScreen page="kundliNorthIndian" view="north" />;
}

export function SouthIndianChartPage() {
  return <KundliScreen page="kundliSouthIndian" view="south" />;
}

export function PlanetaryPositionsPage() {
  return <KundliScreen page="kundliPlanetary" view="planetary" />;
}

export function LagnaRasiPage() {
  return <KundliScreen page="kundliLagnaRasi" view="lagnaRasi" />;
}

export function DashaPage() {
  return <KundliScreen page="kundliDasha" view="dasha" />;
}

/** `/chart-test`: the three chart styles side by side, for comparing them. */
export function ChartTestPage() {
  return <KundliScreen page="chartTest" view="allStyles" />;
}

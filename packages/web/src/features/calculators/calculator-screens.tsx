import { CalculatorScreen } from './calculator-page';

export function MoonSignCheckerPage() {
  return <CalculatorScreen page="moonSignChecker" calculator="moonSign" />;
}

export function NakshatraFinderPage() {
  return <CalculatorScreen page="nakshatraFinder" calculator="nakshatra" />;
}

export function LagnaCalculatorPage() {
  return <CalculatorScreen page="lagnaCalculator" calculator="lagna" />;
}

export function DoshamDetectorPage() {
  return <CalculatorScreen page="doshamDetector" calculator="dosham" />;
}

export function SadeSatiPage() {
  return <CalculatorScreen page="sadeSati" calculator="sadeSati" />;
}

export function SadeSatiCalculatorPage() {
  return <CalculatorScreen page="sadeSatiCalculator" calculator="sadeSati" />;
}

export function DashaCalculatorPage() {
  return <CalculatorScreen page="dashaCalculator" calculator="dasha" />;
}

export function GemstonesPage() {
  return <CalculatorScreen page="gemstones" calculator="gemstones" />;
}

export function LalKitabPage() {
  return <CalculatorScreen page="lalKitab" calculator="lalKitab" />;
}

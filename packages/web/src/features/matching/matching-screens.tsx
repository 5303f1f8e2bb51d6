import { MatchingScreen } from './matching-page';

/** `/kundli-matching`: the boy/girl form, then the ashtakoota report. */
export function KundliMatchingPage() {
  return <MatchingScreen page="kundliMatching" />;
}

/** `/match-making`: the same tool under its other name. */
export function MatchMakingPage() {
  return <MatchingScreen page="matchMaking" />;
}

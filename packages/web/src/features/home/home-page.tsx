import { lazy } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { useFirstScreenOnly } from '@/lib/first-screen-only';
import { HeroSection } from './components/hero-section';
import { TrustStrip } from './components/trust-strip';
import { WelcomePopup } from './components/welcome-popup';

// The rest of the page, with the page names its tool cards read, is a chunk of its own: the
// first load carries only what a phone's first screen shows (issue 21: ≤ 150 kB of
// JavaScript). It comes when the reader scrolls or taps, or two seconds after the page loads.
const HomeBelowFold = lazy(() =>
  import('./home-below-fold').then((m) => ({ default: m.HomeBelowFold })),
);

/**
 * SPEC §2's home page: the welcome popup, the hero with its quick links and the trust strip on
 * the first screen, then the rest (`HomeBelowFold`). Every figure on it comes from our own data
 * (engine, marketplace, blog, reviews) or is not shown.
 */
export function HomePage() {
  const firstScreenOnly = useFirstScreenOnly();
  return (
    <div data-testid="home-page">
      <HeroSection />
      <TrustStrip />
      {firstScreenOnly ? null : (
        <>
          <WhenVisible reserve="min-h-[400rem]" ahead="0px" orAfterIdle>
            <HomeBelowFold />
          </WhenVisible>
          <WelcomePopup />
        </>
      )}
    </div>
  );
}

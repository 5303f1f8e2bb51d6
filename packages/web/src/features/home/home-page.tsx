import { AboutSection } from './components/about-section';
import { FaqSection } from './components/faq-section';
import { FreeToolsGrid } from './components/free-tools-grid';
import { HeroSection } from './components/hero-section';
import { PanchangStrip } from './components/panchang-strip';
import { TrustStrip } from './components/trust-strip';
import { ZodiacGrid } from './components/zodiac-grid';

/**
 * The home page as far as the foundation delivers it. The welcome popup, the kundli form,
 * the astrologer cards, the live panchang, the report cards and the testimonials join with their
 * capabilities; until then the page shows no figure that our own data does not give.
 */
export function HomePage() {
  return (
    <div data-testid="home-page">
      <HeroSection />
      <TrustStrip />
      <FreeToolsGrid />
      <ZodiacGrid />
      <PanchangStrip />
      <AboutSection />
      <FaqSection />
    </div>
  );
}

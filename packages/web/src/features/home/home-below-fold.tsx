import { lazy } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { AboutSection } from './components/about-section';
import { FaqSection } from './components/faq-section';
import { FreeToolsGrid } from './components/free-tools-grid';
import { PanchangStrip } from './components/panchang-strip';
import { ZodiacGrid } from './components/zodiac-grid';

// Heavy (the forms, the marketplace's and the blog's cards): each is its own chunk, fetched as
// the reader scrolls towards it.
const BirthFormsSection = lazy(() =>
  import('./sections/birth-forms-section').then((m) => ({ default: m.BirthFormsSection })),
);
const TopAstrologersSection = lazy(() =>
  import('./sections/top-astrologers-section').then((m) => ({
    default: m.TopAstrologersSection,
  })),
);
const LatestTopicsSection = lazy(() =>
  import('./sections/latest-topics-section').then((m) => ({ default: m.LatestTopicsSection })),
);
const ReportCardsSection = lazy(() =>
  import('./sections/report-cards-section').then((m) => ({ default: m.ReportCardsSection })),
);
const TestimonialsSection = lazy(() =>
  import('./sections/testimonials-section').then((m) => ({ default: m.TestimonialsSection })),
);

/**
 * Everything of SPEC §2's home page below the first screen, in its order: the free tools, the
 * two-tab birth form, the zodiac tiles, the top astrologers, the latest topics, today's
 * panchang, the premium reports, the testimonials, the marketing text and the FAQ.
 */
export function HomeBelowFold() {
  return (
    <>
      <FreeToolsGrid />
      <WhenVisible reserve="min-h-[40rem]">
        <BirthFormsSection />
      </WhenVisible>
      <ZodiacGrid />
      <WhenVisible reserve="min-h-[30rem]">
        <TopAstrologersSection />
      </WhenVisible>
      <WhenVisible reserve="min-h-[28rem]">
        <LatestTopicsSection />
      </WhenVisible>
      <PanchangStrip />
      <WhenVisible reserve="min-h-[24rem]">
        <ReportCardsSection />
      </WhenVisible>
      <WhenVisible reserve="min-h-[20rem]">
        <TestimonialsSection />
      </WhenVisible>
      <AboutSection />
      <FaqSection />
    </>
  );
}

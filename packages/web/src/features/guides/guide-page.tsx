import { useQuery } from '@tanstack/react-query';
import { ContentSections, ToolLinks } from '@/components/content/content-sections';
import { QueryState } from '@/components/feedback/query-state';
import { ToolPage } from '@/components/ui/tool-page';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { guideTextsQuery } from './guide-texts';
import { GUIDE_TOOLS, type GuidePage as GuidePageKey } from './guide-tools';

/**
 * A guide: a life area read in the chart (`/marriage-astrology`, `/career-business-astrology`…),
 * `/remedies` or `/spirituality`; its sections and the tools and reports that apply it.
 */
export function GuidePage({ page }: { page: GuidePageKey }) {
  const { pages } = useMetadata();
  const { language } = useLanguage();
  const texts = useQuery(guideTextsQuery(language));
  const t = texts.data;
  if (!t) {
    return (
      <ToolPage heading={pages[page].heading} lead={pages[page].description}>
        <QueryState isError={texts.isError} onRetry={() => void texts.refetch()} />
      </ToolPage>
    );
  }
  const { intro, sections } = t.pages[page];
  return (
    <ToolPage heading={pages[page].heading} lead={intro}>
      <article className="space-y-8" data-testid="guide-page">
        <ContentSections sections={sections} />
        <ToolLinks heading={t.tryTools} tools={GUIDE_TOOLS[page]} />
      </article>
    </ToolPage>
  );
}

export const MarriageAstrologyPage = () => <GuidePage page="marriageAstrology" />;
export const LoveMarriageAstrologyPage = () => <GuidePage page="loveMarriageAstrology" />;
export const CareerBusinessAstrologyPage = () => <GuidePage page="careerBusinessAstrology" />;
export const HealthMedicalAstrologyPage = () => <GuidePage page="healthMedicalAstrology" />;
export const WealthFinanceAstrologyPage = () => <GuidePage page="wealthFinanceAstrology" />;
export const SpiritualGrowthAstrologyPage = () => <GuidePage page="spiritualGrowthAstrology" />;
export const ChildrenProgenyAstrologyPage = () => <GuidePage page="childrenProgenyAstrology" />;
export const RemediesPage = () => <GuidePage page="remedies" />;
export const SpiritualityPage = () => <GuidePage page="spirituality" />;

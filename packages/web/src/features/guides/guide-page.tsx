import type { PageKey } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import {
  type ContentSection,
  ContentSections,
  ToolLinks,
} from '@/components/content/content-sections';
import { QueryState } from '@/components/feedback/query-state';
import { ToolPage } from '@/components/ui/tool-page';
import { useLanguage } from '@/lib/language';
import { useFullMetadata } from '@/lib/page-metadata';
import { guideTextsQuery, topicTextsQuery } from './guide-texts';
import {
  GUIDE_TOOLS,
  type GuidePage as GuidePageKey,
  TOPIC_TOOLS,
  type TopicPage as TopicPageKey,
  topicTextKey,
} from './guide-tools';

interface PageTexts {
  readonly intro: string;
  readonly sections: Readonly<Record<string, ContentSection>>;
}

/** A guide or topic page: its introduction, sections and the tools it leads to, once loaded. */
function ContentPage({
  page,
  texts,
  tryTools,
  tools,
  loading,
}: {
  readonly page: PageKey;
  readonly texts: PageTexts | undefined;
  readonly tryTools: string;
  readonly tools: readonly PageKey[];
  readonly loading: { readonly isError: boolean; readonly retry: () => void };
}) {
  const { pages } = useFullMetadata();
  if (!texts) {
    return (
      <ToolPage heading={pages[page].heading} lead={pages[page].description}>
        <QueryState isError={loading.isError} onRetry={loading.retry} />
      </ToolPage>
    );
  }
  return (
    <ToolPage heading={pages[page].heading} lead={texts.intro}>
      <article className="space-y-8" data-testid="guide-page">
        <ContentSections sections={texts.sections} />
        <ToolLinks heading={tryTools} tools={tools} />
      </article>
    </ToolPage>
  );
}

/**
 * A guide: a life area read in the chart (`/marriage-astrology`, `/career-business-astrology`…),
 * `/remedies` or `/spirituality`; its sections and the tools and reports that apply it.
 */
export function GuidePage({ page }: { page: GuidePageKey }) {
  const { language } = useLanguage();
  const texts = useQuery(guideTextsQuery(language));
  return (
    <ContentPage
      page={page}
      texts={texts.data?.pages[page]}
      tryTools={texts.data?.tryTools ?? ''}
      tools={GUIDE_TOOLS[page]}
      loading={{ isError: texts.isError, retry: () => void texts.refetch() }}
    />
  );
}

/** A topic (`/topics/sade-sati`…): what it is, how it shows in a chart, and where to check it. */
export function TopicPage({ page }: { page: TopicPageKey }) {
  const { language } = useLanguage();
  const texts = useQuery(topicTextsQuery(language));
  return (
    <ContentPage
      page={page}
      texts={texts.data?.pages[topicTextKey(page)]}
      tryTools={texts.data?.tryTools ?? ''}
      tools={TOPIC_TOOLS[page]}
      loading={{ isError: texts.isError, retry: () => void texts.refetch() }}
    />
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

/** The screen of one topic page, for the app's screen table. */
export function topicScreen(page: TopicPageKey) {
  return function TopicScreen() {
    return <TopicPage page={page} />;
  };
}

import { canonicalPathOf, interpolateText, NAKSHATRA_SLUGS } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContentSections, ToolLinks } from '@/components/content/content-sections';
import { QueryState } from '@/components/feedback/query-state';
import { ToolPage } from '@/components/ui/tool-page';
import { useLanguage } from '@/lib/language';
import { useFullMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';
import { LESSONS, type Lesson } from './learn-lessons';
import { learnTextsQuery } from './learn-texts';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * One lesson of the "Learn astrology" course (`/learn-astrology/{lesson}`): its sections, the
 * free tools that put it into practice, the course's lessons and the previous and next one.
 */
export function LearnLessonPage({ lesson }: { lesson: Lesson }) {
  const { pages } = useFullMetadata();
  const { language, localize } = useLanguage();
  const texts = useQuery(learnTextsQuery(language));
  const names = useAstroNames();
  const ids = useId();
  const index = LESSONS.findIndex((entry) => entry.lesson === lesson);
  const entry = LESSONS[index] ?? LESSONS[0];
  const previous = LESSONS[index - 1];
  const next = LESSONS[index + 1];
  const t = texts.data;
  if (!t) {
    return (
      <ToolPage heading={pages[entry.page].heading} lead={pages[entry.page].description}>
        <QueryState isError={texts.isError} onRetry={() => void texts.refetch()} />
      </ToolPage>
    );
  }
  const { intro, sections } = t.lessons[lesson];
  return (
    <ToolPage
      heading={pages[entry.page].heading}
      lead={intro}
      hint={interpolateText(t.lessonOf, { n: index + 1, total: LESSONS.length }, language)}
    >
      <article className="space-y-8" data-testid="learn-lesson">
        <ContentSections sections={sections} />

        {lesson === 'nakshatras' ? (
          <section aria-labelledby={`${ids}-list`} className="space-y-3">
            <h2 id={`${ids}-list`} className="font-display text-2xl font-semibold text-slate-900">
              {t.nakshatraList}
            </h2>
            <ol
              className="grid list-decimal gap-x-6 gap-y-1 pl-6 sm:grid-cols-3"
              data-testid="learn-nakshatras"
            >
              {NAKSHATRA_SLUGS.map((slug, i) => (
                <li key={slug}>
                  <Link to={localize(`/nakshatras/${slug}`)} className={linkClass}>
                    {names.nakshatra(i + 1)}
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        <ToolLinks heading={t.tryTools} tools={entry.tools} />

        <nav aria-label={t.contents} className="space-y-4 border-t border-slate-200 pt-6">
          <div className="flex flex-wrap justify-between gap-4">
            {previous ? (
              <Link to={localize(canonicalPathOf(previous.page))} rel="prev" className={linkClass}>
                ← {t.previous}: {pages[previous.page].heading}
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={localize(canonicalPathOf(next.page))} rel="next" className={linkClass}>
                {t.next}: {pages[next.page].heading} →
              </Link>
            ) : null}
          </div>
          <h2 className="font-display text-lg font-semibold text-slate-900">{t.contents}</h2>
          <ol className="list-decimal space-y-1 pl-6" data-testid="learn-contents">
            {LESSONS.map((other) => (
              <li key={other.lesson}>
                {other.lesson === lesson ? (
                  <span aria-current="page" className="font-semibold text-slate-900">
                    {pages[other.page].heading}
                  </span>
                ) : (
                  <Link to={localize(canonicalPathOf(other.page))} className={linkClass}>
                    {pages[other.page].heading}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </article>
    </ToolPage>
  );
}

export const LearnBasicsPage = () => <LearnLessonPage lesson="basics" />;
export const LearnBirthChartPage = () => <LearnLessonPage lesson="birthChart" />;
export const LearnPlanetsPage = () => <LearnLessonPage lesson="planets" />;
export const LearnNakshatrasPage = () => <LearnLessonPage lesson="nakshatras" />;
export const LearnDoshasPage = () => <LearnLessonPage lesson="doshas" />;
export const LearnMuhurtaPage = () => <LearnLessonPage lesson="muhurta" />;
export const LearnAdvancedPage = () => <LearnLessonPage lesson="advanced" />;

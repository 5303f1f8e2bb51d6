import { canonicalPathOf, type PageKey } from '@jyotish/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { InfoText } from './info-text';

export interface ContentSection {
  readonly title: string;
  readonly body: string;
}

/** A page's titled sections, each a body of paragraphs and lists (see `InfoText`). */
export function ContentSections({
  sections,
}: {
  readonly sections: Readonly<Record<string, ContentSection>>;
}) {
  const ids = useId();
  return (
    <>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`${ids}-${key}`} className="space-y-3">
          <h2 id={`${ids}-${key}`} className="font-display text-2xl font-semibold text-slate-900">
            {section.title}
          </h2>
          <InfoText text={section.body} />
        </section>
      ))}
    </>
  );
}

/** Links into the site's tools and reports a text leads to, each named by its page heading. */
export function ToolLinks({
  heading,
  tools,
}: {
  readonly heading: string;
  readonly tools: readonly PageKey[];
}) {
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50/50 p-5"
    >
      <h2 id={id} className="font-display text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-3" data-testid="content-tools">
        {tools.map((tool) => (
          <li key={tool}>
            <Link
              to={localize(canonicalPathOf(tool))}
              className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
            >
              {pages[tool].heading}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

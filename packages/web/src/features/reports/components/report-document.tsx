import type { ReportBlock, ReportContent, ReportSection } from '@jyotish/contract';
import { useId } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { ReportChart } from './report-chart';

/** The anchor of a section, which the table of contents links to. */
function sectionAnchor(section: ReportSection): string {
  return `report-${section.id}`;
}

/**
 * A ready report as a web page, in the report's own language and words (its labels come with
 * its content): the cover lines, the table of contents, every section and the disclaimer.
 */
export function ReportDocument({ content }: { content: ReportContent }) {
  const contentsId = useId();
  const disclaimerId = useId();
  return (
    <article lang={content.lang} className="space-y-10" data-testid="report-document">
      <header className="space-y-1 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
        <p className="font-display text-2xl font-bold text-slate-900">{content.title}</p>
        {content.subject.name ? (
          <p className="text-lg font-medium text-slate-900">{content.subject.name}</p>
        ) : null}
        <p className="text-slate-700">{content.subject.birth}</p>
        {content.subject.place ? <p className="text-slate-700">{content.subject.place}</p> : null}
        <p className="pt-2 text-sm text-slate-600">
          {content.labels.preparedOn} {content.preparedOn}
        </p>
      </header>
      <nav
        aria-labelledby={contentsId}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:hidden"
      >
        <h2 id={contentsId} className="font-display text-xl font-semibold text-slate-900">
          {content.labels.contents}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 ps-6 sm:columns-2 sm:gap-8">
          {content.sections.map((section) => (
            <li key={section.id} className="break-inside-avoid">
              <a
                href={`#${sectionAnchor(section)}`}
                className="text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {content.sections.map((section) => (
        <ReportSectionView key={section.id} section={section} />
      ))}
      <section
        aria-labelledby={disclaimerId}
        className="space-y-2 rounded-2xl border border-amber-200 bg-amber-50 p-5"
      >
        <h2 id={disclaimerId} className="font-display text-xl font-semibold text-slate-900">
          {content.labels.disclaimerHeading}
        </h2>
        <p className="text-slate-800">{content.disclaimer}</p>
      </section>
    </article>
  );
}

function ReportSectionView({ section }: { section: ReportSection }) {
  const headingId = useId();
  return (
    <section
      id={sectionAnchor(section)}
      aria-labelledby={headingId}
      className="scroll-mt-32 space-y-4"
      data-testid={`report-section-${section.id}`}
    >
      <h2
        id={headingId}
        className="border-b border-brand-100 pb-2 font-display text-2xl font-semibold text-slate-900"
      >
        {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks have no identity of their own and never move
        <ReportBlockView key={index} block={block} />
      ))}
    </section>
  );
}

function ReportBlockView({ block }: { block: ReportBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="leading-relaxed text-slate-800">{block.text}</p>;
    case 'subheading':
      return <h3 className="pt-2 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 ps-5 text-slate-800">
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items may repeat and never move
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <Table>
          <TableBody>
            {block.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows may repeat a label and never move
              <TableRow key={index}>
                <TableRowHeader className="w-2/5 font-medium text-slate-600">
                  {row.label}
                </TableRowHeader>
                <TableCell className="text-slate-900">{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    case 'table':
      return (
        <Table compact stickyFirstColumn>
          <TableHead>
            {block.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns may share a name and never move
              <TableColumnHeader key={index}>{column}</TableColumnHeader>
            ))}
          </TableHead>
          <TableBody>
            {block.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own and never move
              <TableRow key={index}>
                {row.map((cell, at) =>
                  at === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is known by its column
                    <TableRowHeader key={at}>{cell}</TableRowHeader>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is known by its column
                    <TableCell key={at}>{cell}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    case 'chart':
      return <ReportChart block={block} />;
  }
}

import type { ReportContent } from '@jyotish/contract';
import { ReportTypesetter } from './report-pdf.js';

/**
 * The body of a typesetting process (`typeset-child.ts` starts one per report): typesets the
 * report it is sent, answers with the PDF and this process's peak memory, and exits. Typst's
 * compiler keeps memory it never returns (about 20 MB a report, measured), so each report is
 * typeset in a process whose memory goes back to the system when it exits.
 */
process.once('message', (message: { readonly content: ReportContent }) => {
  const baselineRss = process.memoryUsage().rss;
  try {
    const { pdf, pages } = new ReportTypesetter().render(message.content);
    const peakRss = process.resourceUsage().maxRSS * 1024;
    process.send?.({ pdf, pages, peakRss, baselineRss }, () => process.exit(0));
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) }, () =>
      process.exit(1),
    );
  }
});

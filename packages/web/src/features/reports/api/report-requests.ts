import {
  type Language,
  ReportCatalogSchema,
  ReportContentResponseSchema,
  ReportListSchema,
  type ReportOrder,
  ReportOrderResponseSchema,
  ReportResponseSchema,
  type ReportStatus,
  type ReportType,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

/** Query keys of the reports, from generic to specific; an order invalidates `all`. */
export const reportKeys = {
  all: ['reports'] as const,
  catalog: () => [...reportKeys.all, 'catalog'] as const,
  mine: () => [...reportKeys.all, 'mine'] as const,
  detail: (id: string) => [...reportKeys.all, 'detail', id] as const,
  content: (id: string) => [...reportKeys.all, 'content', id] as const,
};

/** How often a report being prepared is asked for again, in milliseconds. */
export const REPORT_POLL_MS = 1000;

/** Whether a report is still on its way to the PDF (the results page polls it). */
export function isInProgress(status: ReportStatus | undefined): boolean {
  return status === 'queued' || status === 'running';
}

/** `GET /api/reports/catalog` (public): each report's price in paise and its number of sections. */
export function reportCatalogQuery() {
  return queryOptions({
    queryKey: reportKeys.catalog(),
    queryFn: async () => ReportCatalogSchema.parse(await apiGet<unknown>('/api/reports/catalog')),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/reports`: the signed-in user's reports, newest first. */
export function myReportsQuery() {
  return queryOptions({
    queryKey: reportKeys.mine(),
    queryFn: async () => ReportListSchema.parse(await apiGet<unknown>('/api/reports')).reports,
    staleTime: 0,
  });
}

/** `GET /api/reports/{id}`: one report's status and progress. */
export function reportQuery(id: string) {
  return queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: async () =>
      ReportResponseSchema.parse(await apiGet<unknown>(`/api/reports/${encodeURIComponent(id)}`))
        .report,
    staleTime: 0,
  });
}

/** `GET /api/reports/{id}/content`: a ready report's sections, to read it as a page. */
export function reportContentQuery(id: string) {
  return queryOptions({
    queryKey: reportKeys.content(id),
    queryFn: async () =>
      ReportContentResponseSchema.parse(
        await apiGet<unknown>(`/api/reports/${encodeURIComponent(id)}/content`),
      ).content,
    // A ready report never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * `POST /api/reports`: buys a report from the wallet. The Idempotency-Key names one order
 * attempt: a double click or a retry after a lost answer sends the same key and buys once.
 */
export async function orderReport(input: { order: ReportOrder; idempotencyKey: string }) {
  return ReportOrderResponseSchema.parse(
    await apiPost<unknown>('/api/reports', input.order, {
      headers: { 'Idempotency-Key': input.idempotencyKey },
    }),
  );
}

/** The PDF of a ready report, for its buyer: fetched with the token (`ReportPdfButton`). */
export function reportPdfPath(id: string): string {
  return `/api/reports/${encodeURIComponent(id)}/pdf`;
}

/** The free sample of a report type in a language: its first pages, for a public birth. */
export function reportSamplePath(type: ReportType, lang: Language): string {
  return `/api/reports/sample.pdf?${new URLSearchParams({ type, lang })}`;
}

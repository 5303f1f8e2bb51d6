import type { FastifyReply } from 'fastify';

/**
 * A CSV field: quoted when it holds a comma, quote or line break; a value a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) is prefixed with `'`.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document (RFC 4180, CRLF line ends): the header row, then a row per record. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const lines = rows.map((row) => row.map((value) => csvField(String(value))).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * Answers a CSV export: a download named `filename`, never cached (it holds what an
 * administrator may read, as of now).
 */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReportContent } from '@jyotish/contract';
import type { TypesetReport } from './report-pdf.js';

/** What the typesetting process answers: the PDF, or why it could not make it. */
type TypesetAnswer =
  | (TypesetReport & { readonly peakRss: number; readonly baselineRss: number })
  | { readonly error: string };

/** A report that takes longer than this is abandoned (the job retries it). */
const TYPESET_TIMEOUT_MS = 60_000;

/** The built process body, next to this module in `dist/`. */
export const TYPESET_PROCESS_URL = new URL('./typeset-process.js', import.meta.url);

/**
 * Typesets a report in a process of its own (`typeset-process.ts`), which exits after it:
 * the event loop never waits for Typst, and the memory Typst keeps is returned with the
 * process. Resolves with the PDF and the process's peak resident memory.
 */
export function typesetInChildProcess(
  content: ReportContent,
  entry: URL = TYPESET_PROCESS_URL,
): Promise<TypesetReport & { readonly peakRss: number; readonly baselineRss: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(entry), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [],
    });
    let answered = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Typesetting took longer than ${TYPESET_TIMEOUT_MS} ms`));
    }, TYPESET_TIMEOUT_MS);
    child.once('message', (answer: TypesetAnswer) => {
      answered = true;
      clearTimeout(timer);
      if ('error' in answer) reject(new Error(answer.error));
      // Structured clone hands the PDF over as a Uint8Array.
      else resolve(answer);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!answered)
        reject(new Error(`The typesetting process exited with ${code} before answering`));
    });
    child.send({ content });
  });
}

import { Fragment } from 'react';

/**
 * A body text of the information, course and guide pages: paragraphs separated by a blank line, and runs of
 * lines starting with `- ` shown as a list (the locale texts hold no markup).
 */
export function InfoText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={block} className="list-disc space-y-1 pl-6 text-slate-700">
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={block} className="text-slate-700">
            {lines.map((line, i) => (
              <Fragment key={line}>
                {i > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}

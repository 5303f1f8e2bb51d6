import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { screenAt } from './app/screens';
import { noteServedHead } from './lib/document-head';
import { createI18n, loadNamespaces } from './lib/i18n';
import { settleInitialLanguage } from './lib/language';
import { showLoadFailure } from './lib/load-failure';
import { createQueryClient } from './lib/query-client';
import { LAYOUT_NAMESPACES } from './locales';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

noteServedHead(window.location.pathname);
// Before the first render, so the router starts at the final URL in the final language.
const language = settleInitialLanguage();
const i18n = createI18n(language);

// Rendered as a transition: React then yields to the browser every few milliseconds instead of
// building the whole page in one long task, which a phone's slow CPU turns into a frozen
// screen (Lighthouse's total blocking time, issue 21).
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  );
};
// The first render waits for the layout's texts (the server has asked the browser to preload
// them), and for the page's screen with its texts (page names included), so that it paints the
// whole page at once and nothing moves when the screen arrives. A screen that fails to load
// here is tried again, and reported, by the app's own error screen.
Promise.all([
  loadNamespaces(i18n, language, LAYOUT_NAMESPACES),
  screenAt(window.location.pathname)
    .preload()
    .catch(() => undefined),
]).then(render, () => showLoadFailure(container, language));

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n } from './lib/i18n';
import { settleInitialLanguage } from './lib/language';
import { showLoadFailure } from './lib/load-failure';
import { loadMetadata } from './lib/page-metadata';
import { createQueryClient } from './lib/query-client';
import { type LanguageResources, loadLanguagePack } from './locales';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the first render, so the router starts at the final URL in the final language.
const language = settleInitialLanguage();

const render = (resources: LanguageResources) =>
  createRoot(container).render(
    <StrictMode>
      <App i18n={createI18n(language, resources)} queryClient={createQueryClient()} />
    </StrictMode>,
  );
// Rendering waits for the page language's pack (its texts and page metadata), so the first
// paint is complete; the server has already asked the browser to preload that chunk.
loadLanguagePack(language).then(
  ({ resources }) => loadMetadata(language).then(() => render(resources)),
  () => showLoadFailure(container, language),
);

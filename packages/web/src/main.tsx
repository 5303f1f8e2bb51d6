import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n } from './lib/i18n';
import { settleInitialLanguage } from './lib/language';
import { loadMetadata } from './lib/page-metadata';
import { createQueryClient } from './lib/query-client';
import { type LanguageResources, loadResources } from './locales';
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
// Rendering waits for the page language's texts and metadata, so the first paint is complete;
// should the metadata chunk fail to load, the screens that need it show the error screen's
// Refresh. Without its texts no screen can speak, so the page shows the browser's own error.
const resources = loadResources(language);
loadMetadata(language).then(
  () => resources.then(render),
  () => resources.then(render),
);

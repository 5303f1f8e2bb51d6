// Writes dist/.vite/first-screens.json: the first screen's HTML of each prerendered page in each
// language, which the server puts inside `#root` (src/prerender/first-screen.tsx says why).
// Runs after `vite build --ssr src/prerender/first-screen.tsx --outDir dist-ssr`.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const { renderFirstScreens } = await import(here('../dist-ssr/first-screen.js'));
await mkdir(here('../dist/.vite'), { recursive: true });
await writeFile(
  here('../dist/.vite/first-screens.json'),
  JSON.stringify(await renderFirstScreens()),
);
// The rendered app leaves timers behind (the query cache's clean-up), which would keep the
// build waiting for minutes.
process.exit(0);

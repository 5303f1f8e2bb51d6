import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE_SCRIPT_PATH = '/assets/index-B7q2xY9k.js';
/** A source map beside the script, as a build with source maps leaves it. */
export const FIXTURE_SOURCE_MAP_PATH = `${FIXTURE_SCRIPT_PATH}.map`;
export const FIXTURE_STYLE_PATH = '/assets/index-Cw4e8RtZ.css';

/** A stand-in for the Vite build's index.html: the marker, `<html lang="en">`, the app root. */
export const FIXTURE_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Jyotish</title>
    <!--app-head-->
    <script type="module" crossorigin src="${FIXTURE_SCRIPT_PATH}"></script>
    <link rel="stylesheet" crossorigin href="${FIXTURE_STYLE_PATH}">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const FIXTURE_SCRIPT = 'document.getElementById("root").textContent = "Jyotish";\n';
export const FIXTURE_MANIFEST = '{"name":"Jyotish","start_url":"/"}\n';

/**
 * The Vite build manifest's say on the language packs (the layout's texts): Hindi's layout
 * texts import a shared chunk. On the page names, in Hindi alone. On the
 * app's module, which the entry script imports. And on two screens: kundli's imports a chunk of
 * the entry script's and the shared one.
 */
export const FIXTURE_BUILD_MANIFEST = {
  'index.html': {
    file: FIXTURE_SCRIPT_PATH.slice(1),
    isEntry: true,
    imports: ['_vendor-V1w2x3y4.js'],
  },
  '_vendor-V1w2x3y4.js': { file: 'assets/vendor-V1w2x3y4.js' },
  'src/main.tsx': {
    file: 'assets/main-M1a2i3n4.js',
    isDynamicEntry: true,
    imports: ['_vendor-V1w2x3y4.js', '_runtime-J9k0l1m2.js'],
  },
  'src/features/kundli/kundli-screens.tsx': {
    file: 'assets/kundli-screens-C1d2e3f4.js',
    isDynamicEntry: true,
    imports: ['_vendor-V1w2x3y4.js', '_runtime-J9k0l1m2.js'],
  },
  'src/locales/hi/kundli.ts': { file: 'assets/hi-kundli-G1h2i3j4.js', isDynamicEntry: true },
  'src/features/profile/profile-page.tsx': {
    file: 'assets/profile-page-P1q2r3s4.js',
    isDynamicEntry: true,
  },
  'src/locales/en/common.ts': { file: 'assets/en-common-D1a2b3c4.js', isDynamicEntry: true },
  'src/locales/en/layout.ts': { file: 'assets/en-layout-A1b2c3d4.js', isDynamicEntry: true },
  'src/locales/en/home.ts': { file: 'assets/en-home-Z9y8x7w6.js', isDynamicEntry: true },
  'src/locales/hi/common.ts': { file: 'assets/hi-common-E5f6g7h8.js', isDynamicEntry: true },
  'src/locales/hi/layout.ts': {
    file: 'assets/hi-layout-B5c6d7e8.js',
    isDynamicEntry: true,
    imports: ['_runtime-J9k0l1m2.js'],
  },
  'src/lib/page-names/hi.gen.json': {
    file: 'assets/hi-page-names-F1g2h3i4.js',
    isDynamicEntry: true,
  },
  '../contract/src/pages/metadata/hi.ts': {
    file: 'assets/hi-metadata-K5l6m7n8.js',
    isDynamicEntry: true,
  },
  '_runtime-J9k0l1m2.js': { file: 'assets/runtime-J9k0l1m2.js' },
};

/** The build's list of the screen each page shows first (web src/app/page-screens.gen.json). */
export const FIXTURE_PAGE_SCREENS = {
  notFound: { module: 'src/components/feedback/not-found-screen.tsx', texts: [] },
  pages: {
    kundli: {
      module: 'src/features/kundli/kundli-screens.tsx',
      texts: ['kundli', 'pageNames', 'places'],
    },
    profile: { module: 'src/features/profile/profile-page.tsx', texts: ['auth'] },
  },
};

/**
 * Writes a tiny built web app to a new temporary directory, so the server's tests do not
 * depend on `npm run build` of the real one. Returns the directory.
 */
export async function createWebFixture(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jyotish-web-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'icons'));
  await writeFile(path.join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  await writeFile(path.join(dir, FIXTURE_SCRIPT_PATH), FIXTURE_SCRIPT);
  await writeFile(
    path.join(dir, FIXTURE_SOURCE_MAP_PATH),
    '{"version":3,"sources":["../../src/main.tsx"],"sourcesContent":["secret"],"mappings":""}\n',
  );
  await writeFile(path.join(dir, FIXTURE_STYLE_PATH), 'body{margin:0}\n');
  await writeFile(path.join(dir, 'manifest.webmanifest'), FIXTURE_MANIFEST);
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(FIXTURE_BUILD_MANIFEST));
  await writeFile(
    path.join(dir, '.vite', 'page-screens.json'),
    JSON.stringify(FIXTURE_PAGE_SCREENS),
  );
  await writeFile(
    path.join(dir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
  );
  return dir;
}

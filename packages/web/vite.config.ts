import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Puts the screen each page shows first, with its texts (src/app/page-screens.gen.json), beside
 * the build manifest: the server preloads those chunks with the page.
 */
const pageScreens = (): Plugin => ({
  name: 'jyotish-page-screens',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: '.vite/page-screens.json',
      source: readFileSync(here('./src/app/page-screens.gen.json'), 'utf8'),
    });
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pageScreens()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${here('./src')}/` },
      {
        find: /^@jyotish\/contract\/metadata\/(\w+)$/,
        replacement: here('../contract/src/pages/metadata/$1.ts'),
      },
      // The page head's builder alone, which the app loads on its first navigation.
      { find: /^@jyotish\/contract\/head$/, replacement: here('../contract/src/pages/head.ts') },
      { find: /^@jyotish\/contract$/, replacement: here('../contract/src/index.ts') },
      // Only the engine's id lists, which the contract shares: the rest of the engine needs the
      // native sweph addon and has no place in a browser (engine-free-bundle.test.ts).
      { find: /^@jyotish\/engine\/ids$/, replacement: here('../engine/src/ids.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    // The strict Content-Security-Policy forbids inline scripts, so no asset is inlined.
    assetsInlineLimit: 0,
    // Maps are written for reading production stack traces here, but the bundles do not point
    // to them and the server refuses to serve them: they would hand out the whole source.
    sourcemap: 'hidden',
    // The server reads it to preload the page language's text and metadata chunks.
    manifest: true,
    modulePreload: {
      // Each dynamic import of the app's chunk (one per screen, one per language's texts) would
      // carry the list of the chunks it imports, for preloading: 4.5 kB of gzip on every first
      // load (issue 21). The server preloads the first screen's chunks with the page
      // (server/src/site/language-packs.ts), and the screens' prefetch loads the others after
      // 2 s; the lists would only save round trips on a navigation in the first two seconds.
      resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
        hostType === 'js' && /^assets\/main-[\w-]+\.js$/.test(hostId) ? [] : dependencies,
    },
    rolldownOptions: {
      output: {
        // A language's chunks carry its code (`hi-layout-<hash>.js`, `hi-page-names-<hash>.js`),
        // where every language's `layout.ts` would otherwise give four `layout-<hash>.js`.
        chunkFileNames: ({ facadeModuleId }) => {
          const id = facadeModuleId ?? '';
          const texts = /\/src\/locales\/(\w+)\/(\w+)\.ts$/.exec(id);
          if (texts) return `assets/${texts[1]}-${texts[2]}-[hash].js`;
          const names = /\/src\/lib\/page-names\/(\w+)\.gen\.json$/.exec(id);
          if (names) return `assets/${names[1]}-page-names-[hash].js`;
          const metadata = /\/src\/pages\/metadata\/(\w+)\.ts$/.exec(id);
          if (metadata) return `assets/${metadata[1]}-metadata-[hash].js`;
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});

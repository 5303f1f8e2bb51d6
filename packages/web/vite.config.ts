import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${here('./src')}/` },
      {
        find: /^@jyotish\/contract\/metadata\/(\w+)$/,
        replacement: here('../contract/src/pages/metadata/$1.ts'),
      },
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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});

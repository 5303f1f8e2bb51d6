import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': here('./src'),
      '@jyotish/contract': here('../contract/src/index.ts'),
      '@jyotish/engine': here('../engine/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    // The strict Content-Security-Policy forbids inline scripts, so no asset is inlined.
    assetsInlineLimit: 0,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});

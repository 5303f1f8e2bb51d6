import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Brotli or gzip for every answer over 1 KiB: pages, API JSON and static files alike. */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);

import { bench, describe } from 'vitest';
import { buildPageHead } from './metadata/index.js';
import { resolvePage } from './resolve.js';

// Every HTML response computes its head from the path, so this is on each page request.
const paths = [
  '/',
  '/kundli-matching',
  '/hindi/panchang',
  '/tamil/daily-horoscope/mesham',
  '/telugu/rashi/simha',
  '/blog/category/transit',
  '/no-such-page',
];

describe('page head per request', () => {
  bench('resolvePage over 7 paths', () => {
    for (const path of paths) resolvePage(path);
  });
  bench('buildPageHead over 7 paths', () => {
    for (const path of paths) buildPageHead(path, 'https://jyotish.example');
  });
});

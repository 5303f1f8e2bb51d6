export * from './numerology.js';

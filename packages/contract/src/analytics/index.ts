export * from './analytics.js';

export * from './analytics.js';
export * from './consent.js';

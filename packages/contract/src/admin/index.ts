export * from './admin-stats.js';

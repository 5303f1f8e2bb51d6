export * from './admin-settings.js';
export * from './admin-stats.js';

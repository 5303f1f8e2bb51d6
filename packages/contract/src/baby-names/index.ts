export * from './baby-names.js';

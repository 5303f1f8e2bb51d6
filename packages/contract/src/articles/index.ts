export * from './articles.js';
export * from './category-names.js';

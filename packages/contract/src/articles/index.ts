export * from './articles.js';
export * from './categories.js';
export * from './category-names.js';

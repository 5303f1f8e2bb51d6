export * from './gem-facts-types.js';
export * from './gemstones.js';

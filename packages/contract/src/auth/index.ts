export * from './admin-users.js';
export * from './auth-schemas.js';
export * from './birth-profiles.js';

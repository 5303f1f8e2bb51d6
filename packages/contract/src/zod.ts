import { z } from 'zod';

// Browsers run the app under a Content-Security-Policy without 'unsafe-eval', and zod probes
// for eval (`new Function`) when the first object schema is built: the probe alone is
// reported as a violation. So in a browser, zod is switched to its interpreted parsers
// before any schema exists; Node keeps the faster compiled ones. Every schema in this
// package, and in the web app, imports `z` from here for that reason.
if ('document' in globalThis) z.config({ jitless: true });

export { z };

/**
 * The contract without its zod schemas: what the browser's first script (the home page's shell chunk) may
 * import. The bundler puts a shell module's dependencies in the shell too, so a shell module that imported the
 * whole contract would carry zod to every page (issue 14: home page JS ≤ 115 KB).
 */
export * from './limits.ts';
export * from './resource.ts';
export * from './complaints.ts';

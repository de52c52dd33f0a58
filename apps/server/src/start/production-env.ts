/**
 * The libraries' production builds for a production portal. React, react-dom's server renderer and React Router
 * choose between their development and production builds by `process.env.NODE_ENV` when they are first loaded;
 * the portal's own mode defaults to production (config.ts) when NODE_ENV is unset, as it is under `npm run serve`
 * and `npm start`, and so must theirs. Without this, every page of a production portal was rendered by React's
 * development build: 2–3 times slower (an uncached `/viewgrievance?page=N` p50 115 against 42 ms, 2026-12-06) and
 * ~10 MB more heap. main.ts imports this module first, before anything that loads them.
 */
process.env.NODE_ENV ??= 'production';

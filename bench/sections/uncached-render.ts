import { measureEach, measuredTable, thousands } from './cached-answers.ts';
import type { Section } from '../lib/section.ts';

/**
 * Public pages rendered for every request (issue 31, item 2): the page cache keeps a page only for requests whose
 * cookies it knows (the language and display choices), so a request with any other cookie is rendered afresh — as
 * a citizen's page is after the page cache was cleared by a write. The home page (blocks of several types), a
 * content list and the complaint list's second page, at one connection: the p50 is the time of one render.
 */
const PATHS = ['/', '/notice', '/viewgrievance?page=2'];
/** A cookie the page cache does not key on: the answer is rendered, not replayed. */
const UNCACHED = { cookie: 'bench=uncached' };

export const uncachedRender: Section = {
  name: 'uncached-render',
  title: 'Uncached public page renders at one client: portal vs bare node:http, same HTML',
  async run(ctx) {
    const measured = await measureEach(ctx, PATHS, { headers: UNCACHED, load: { ...ctx.load, connections: 1 } });
    return {
      tables: [
        measuredTable(['page', 'HTML bytes'], measured, [
          ['bare p50 ms', (m) => m.bare.latencyMs.p50.toFixed(2)],
          ['portal p50 ms', (m) => m.portal.latencyMs.p50.toFixed(2)],
          ['portal p50 / bare', (m) => (m.portal.latencyMs.p50 / m.bare.latencyMs.p50).toFixed(1)],
          ['portal p99 ms', (m) => m.portal.latencyMs.p99.toFixed(2)],
          ['portal req/s', (m) => thousands(m.portal.requestsPerSecond)],
        ]),
      ],
      // No target in the issue: the figures are for comparing runs (docs/performance.md).
      checks: [],
      data: { pages: measured.map((m) => ({ path: m.path, bytes: m.body.bytes, bare: m.bare.latencyMs, portal: m.portal.latencyMs })) },
    };
  },
};

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Projects:
 * - pglite: every unit and API test, on in-memory embedded databases (one per test file).
 * - postgres: the API tests again on PostgreSQL; only when TEST_DATABASE_URL names a server where the
 *   role may create databases (each test file gets its own and drops it).
 * - e2e: browser tests, three files at a time (maxWorkers), each with its own server and browser.
 * Deliberately no React Router plugin here (see docs): the app under test is built by the server code.
 */
const unitAndApi = ['apps/**/*.test.ts', 'packages/**/*.test.ts'];
/** Tests that do not touch the database the run chooses: pointless to run twice. */
const databaseIndependent = [
  'apps/server/src/config.test.ts',
  'apps/server/src/db/lock.test.ts',
  // The embedded database's worker thread: PGlite whatever the run chooses.
  'apps/server/src/db/pglite-thread.test.ts',
  'apps/server/src/cache/public-cache.test.ts',
  'apps/server/src/web/admin-path.test.ts',
  'apps/server/src/resources/table-check.test.ts',
  'apps/server/src/start/runtime-imports.test.ts',
  // The compiled portal in a process of its own, on its own embedded database.
  'apps/server/src/start/compiled.test.ts',
  // A copy of the sources with a throwaway content type, built and started in a process of its own (embedded database).
  'apps/server/src/start/new-content-type.test.ts',
];
const exclude = ['**/node_modules/**', '**/build/**', '**/dist/**'];
/**
 * The unit and API files share a worker's modules (isolate: false): each file still opens its own database
 * and app, and none changes module state for the next (timers are put back after each test). Loading the
 * server's modules afresh for every file cost more than the tests: on this 2-core machine the two projects
 * took 4 min 43 s this way against ~7.4 min isolated; a run with the files shuffled passed too.
 */
const isolate = false;

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'pglite', include: unitAndApi, exclude, isolate, env: { TEST_DB: 'pglite' } } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      isolate,
      include: ['apps/server/**/*.test.ts'],
      exclude: [...exclude, ...databaseIndependent],
      env: { TEST_DB: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    },
  });
}
projects.push({
  extends: true,
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    exclude,
    // Three files at once: most of a browser test waits on the page. On this 2-core machine the phase took
    // 13 min 28 s one file at a time, 9 min 52 s two at a time, and, measured one after the other on 2026-11-27,
    // 9 min 50 s with two against 8 min 34 s with three (258 passed each time).
    fileParallelism: true,
    // Four since the suite grew to 40 files (2026-11-28: 2,142 s of files; the phase took 11 min 10 s with three).
    maxWorkers: 4,
    // Each file starts its own server from its own copy of the web build; the test modules are shared
    // (8 min 10 s against 8 min 34 s isolated, 258 passed).
    isolate,
    // After the API projects, so that a browser and the embedded databases do not share two cores.
    sequence: { groupOrder: 1 },
    // The pages are rendered as production renders them: React's production build (chosen by NODE_ENV when React is
    // first loaded), about twice as fast on the server as its development build, which Vitest's NODE_ENV=test picks
    // (measured 2026-11-28: ~13 against ~30 ms a page for five public pages, under load). The portal's own mode stays
    // 'test' (testConfig), so the API's answers are still checked against their schemas.
    env: { NODE_ENV: 'production' },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits 1 s by default: a page's answer under four files on two cores took longer on a slow day (the
    // clean CI run of 2026-12-06 failed trade-licence's cancellation this way). A poll that cannot succeed still fails.
    expect: { poll: { timeout: 15_000 } },
  },
});

/**
 * The browser files that take longest, longest first. Vitest orders files it has no timings for (every clean clone)
 * by size, largest first, and the sweeps' files are four lines: they started last and ran alone at the end. Started
 * first, the three workers end together. Clean-clone CI of 2026-11-28 02:31 UTC (s): the display sweeps 220 and
 * 215, public-routes 162, admin-screens 144, audit-corrections 122, phone 110, settings 90, policy-pages 80. After axe
 * ran in the page (the e2e project alone, later that day, under a load average of 8-14 from other work): public-routes
 * 159, the sweeps 142 and 137, admin-screens 133, phone 120, audit-corrections 114, html-validity 88, policy-pages 85,
 * settings 84, public 68, display-controls 64; the rest under 55.
 */
const E2E_LONGEST = [
  'public-routes',
  // Not demo content: the first files that want it wait while one of them makes its dump (support/app.ts); two
  // files that want none keep the cores busy meanwhile.
  'admin-screens',
  'settings',
  'display-sweep-hi',
  'display-sweep-en',
  // Every public page with JavaScript off in both languages (the JavaScript-on checks are the display sweeps' since the
  // evening of 2026-12-06): 245 s alone that evening under a load average of 11-21.
  'script-sweep',
  'phone',
  // 132 s in the clean-clone run of 2026-11-28 14:06, started 460 s into the phase when it was not listed (the phase took
  // 670 s, its last minute on two or three files).
  'admin-phone',
  'audit-corrections',
  'html-validity',
  'policy-pages',
  'public',
  'display-controls',
];

/** Vitest's order, except that the e2e files named in E2E_LONGEST come first among the e2e files. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = E2E_LONGEST.findIndex((name) => f.moduleId.endsWith(`/e2e/${name}.test.ts`));
      return i < 0 ? E2E_LONGEST.length : i;
    };
    const e2e = sorted.filter((f) => f.project.name === 'e2e').sort((a, b) => rank(a) - rank(b));
    let next = 0;
    return sorted.map((f) => (f.project.name === 'e2e' ? e2e[next++]! : f));
  }
}

export default defineConfig({
  test: {
    pool: 'forks',
    // Each worker holds an embedded database (~400 MB, CPU-bound WASM): two fit these 2-core machines.
    maxWorkers: 2,
    // Generous: a test that opens an embedded database can take many seconds on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    projects,
    sequence: { sequencer: LongestFirst },
  },
});

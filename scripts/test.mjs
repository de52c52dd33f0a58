#!/usr/bin/env node
// Runs the Vitest projects (extra arguments are passed on, e.g. `--project pglite`) and ends with one
// line, `N passed, N failed`, read from Vitest's JSON report. A test file that failed to load, or a run
// that broke down without a report, counts as a failure. Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, '.test-results', 'vitest.json');
fs.rmSync(report, { force: true });

const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...process.argv.slice(2)];
const child = spawn('npx', args, { cwd: root, stdio: 'inherit' });
const forward = (signal) => () => child.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
const code = await new Promise((resolve) => {
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 128 : 1)));
  child.on('error', (err) => {
    console.error(`Could not start vitest: ${err.message}`);
    resolve(1);
  });
});

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  for (const file of results.testResults) {
    // A file that failed while none of its tests did: it did not load, or a hook outside the tests failed.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      failed += 1;
      console.error(`Failed outside its tests: ${path.relative(root, file.name)}${file.message ? `: ${file.message}` : ''}`);
    }
  }
} catch (err) {
  console.error(`No test report at ${path.relative(root, report)}: ${err.message}`);
  failed += 1;
}
if (code !== 0 && failed === 0) {
  // E.g. unhandled errors between tests, or no test files found: a failed run, though every test passed.
  console.error(`vitest exited with status ${code}`);
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || code !== 0 ? 1 : 0);

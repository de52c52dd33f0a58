// `npm run bench`: builds the web app, then runs the benchmark sections below against servers it starts
// itself on 127.0.0.1, prints a table per section and writes everything to bench/results/latest.json.
// Run some sections only: `node --import tsx bench/run.ts cached-answers portal-memory`.
// Load settings: BENCH_CONNECTIONS (10), BENCH_SECONDS (8) per run, BENCH_WARMUP_SECONDS (2), BENCH_ROUNDS (2).
// Exits 0 even when a target is missed; 1 when something broke.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadSettings } from './lib/load.ts';
import { startPortal, type Portal } from './lib/portal.ts';
import { Resources, repoRoot } from './lib/processes.ts';
import { formatTable, SkipSection, type BenchContext, type Check, type Section, type SectionResult } from './lib/section.ts';
import { downloadsSection } from './sections/downloads.ts';
import { homeBytes } from './sections/home-bytes.ts';
import { lighthouseSection } from './sections/lighthouse.ts';
import { cachedAnswers } from './sections/cached-answers.ts';
import { uncachedRender } from './sections/uncached-render.ts';
import { pdfSection } from './sections/pdf.ts';
import { portalMemory } from './sections/portal-memory.ts';
import { fuzzSection } from './sections/fuzz.ts';
import { scaleSection } from './sections/scale.ts';
import { scaleHttpSection } from './sections/scale-http.ts';
import { propertyTaxSection } from './sections/property-tax.ts';
import { licencesSection } from './sections/licences.ts';
import { searchSection } from './sections/search.ts';
import { soak } from './sections/soak.ts';

/**
 * In order: later sections may read earlier results. The browser sections come after the load runs, so that
 * portal-memory reads the memory after the load, and Lighthouse does not share the CPU with autocannon. The
 * fuzz, scale, scale-http, downloads and soak sections start their own servers or databases and come last (the soak runs 10
 * minutes by default).
 */
const sections: Section[] = [
  cachedAnswers,
  uncachedRender,
  portalMemory,
  homeBytes,
  pdfSection,
  lighthouseSection,
  fuzzSection,
  scaleSection,
  scaleHttpSection,
  propertyTaxSection,
  licencesSection,
  searchSection,
  downloadsSection,
  soak,
];

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, not "${raw}"`);
  return value;
}

function machine() {
  const cpus = os.cpus();
  let commit: string | undefined;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    commit = undefined;
  }
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim(),
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    commit,
  };
}

async function main(): Promise<number> {
  const started = performance.now();
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !sections.some((s) => s.name === name));
  if (unknown.length) throw new Error(`unknown section(s): ${unknown.join(', ')}; known: ${sections.map((s) => s.name).join(', ')}`);
  const selected = wanted.length ? sections.filter((s) => wanted.includes(s.name)) : sections;

  const load: LoadSettings = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    seconds: envNumber('BENCH_SECONDS', 8),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 2),
    rounds: Math.max(1, Math.round(envNumber('BENCH_ROUNDS', 2))),
  };
  const resources = new Resources();
  const results = new Map<string, SectionResult>();
  let portal: Promise<Portal> | undefined;
  const ctx: BenchContext = {
    load,
    resources,
    results,
    portal: () => {
      portal ??= (async () => {
        console.log('Starting the portal…');
        const p = await startPortal(resources);
        console.log(
          `  ${p.mode === 'full' ? 'full portal' : 'API-ONLY FALLBACK (web: false)'}: \`${p.command}\` pid ${p.child.pid} at ${p.origin}, ready in ${p.startupSeconds.toFixed(1)} s (first start with demo content: ${p.firstStart.seconds.toFixed(1)} s)`,
        );
        return p;
      })();
      return portal;
    },
  };

  const info = machine();
  console.log(`Nagar Portal bench — ${new Date().toISOString()} — ${info.cpus} × ${info.cpuModel}, Node ${info.node}`);
  console.log(
    `Load: autocannon, ${load.connections} connections, 127.0.0.1 only; per target ${load.warmupSeconds} s warm-up, then ${load.rounds} × ${load.seconds} s measured, targets alternating`,
  );
  const loadBefore = os.loadavg();
  if (loadBefore[0]! > info.cpus / 2)
    console.log(
      `Note: the machine is already busy (load average ${loadBefore[0]!.toFixed(1)} on ${info.cpus} cores); figures will be lower and noisier.`,
    );
  console.log();

  const report: Record<string, unknown> = {};
  const checks: Check[] = [];
  const failures: string[] = [];
  try {
    for (const section of selected) {
      console.log(`== ${section.title} [${section.name}]`);
      const t0 = performance.now();
      try {
        const result = await section.run(ctx);
        const seconds = Math.round((performance.now() - t0) / 100) / 10;
        results.set(section.name, result);
        report[section.name] = { ...result.data, seconds };
        checks.push(...(result.checks ?? []));
        console.log();
        for (const table of result.tables) console.log(`${formatTable(table)}\n`);
      } catch (err) {
        if (err instanceof SkipSection) {
          report[section.name] = { skipped: err.message };
          console.log(`  skipped: ${err.message}\n`);
        } else {
          report[section.name] = { error: err instanceof Error ? err.message : String(err) };
          failures.push(section.name);
          console.error(`  FAILED: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
        }
      }
    }
  } finally {
    await resources.close();
  }

  const portalInfo = portal ? await portal.catch(() => undefined) : undefined;
  const totalSeconds = Math.round((performance.now() - started) / 100) / 10;
  const output = {
    date: new Date().toISOString(),
    machine: info,
    load,
    loadAverage: { before: loadBefore.map((n) => Math.round(n * 100) / 100), after: os.loadavg().map((n) => Math.round(n * 100) / 100) },
    portal: portalInfo
      ? { mode: portalInfo.mode, command: portalInfo.command, startupSeconds: Math.round(portalInfo.startupSeconds * 10) / 10 }
      : undefined,
    sections: report,
    checks,
    failures,
    totalSeconds,
  };
  const resultsDir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.json');
  fs.writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);

  if (portalInfo)
    console.log(
      `Portal: ${portalInfo.mode === 'full' ? "full (main.ts's buildApp with the pages, on a private copy of apps/web/build)" : 'API-only fallback (buildApp with web: false; the web build was missing)'}`,
    );
  for (const check of checks) {
    console.log(`Target ${check.name} ${check.target}: ${check.actual} — ${check.met ? 'met' : 'NOT met'}`);
  }
  console.log(`Results written to ${path.relative(process.cwd(), file)}; bench took ${totalSeconds} s.`);
  if (failures.length) console.error(`Failed sections: ${failures.join(', ')}`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

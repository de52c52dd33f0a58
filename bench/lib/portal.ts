import fs from 'node:fs';
import path from 'node:path';
import { SERVER_SOURCES, SERVER_STAMP_FILE } from '../../scripts/compile-server.ts';
import { isStale } from '../../scripts/source-stamp.ts';
import { freePort, repoRoot, type Child, type Resources } from './processes.ts';

/**
 * `full`: the app as apps/server/src/main.ts builds it, with the pages, on a snapshot of the web build;
 * `api-only`: buildApp({ web: false }) because the build is missing.
 */
export type PortalMode = 'full' | 'api-only';

export interface Portal {
  mode: PortalMode;
  /** http://127.0.0.1:<port> */
  origin: string;
  child: Child;
  command: string;
  /** The restart measured (the server that serves the load). */
  startupSeconds: number;
  /** Memory of the server process when /api/health first answered. */
  memoryAtReady: ProcessMemory;
  /**
   * The very first start on the empty data directory: demo content laid down, then stopped. `peakRssKb` is the
   * server process's VmHWM; `groupPeakRssKb` the largest sum of RSS over the server's process group, sampled
   * every 200 ms (it includes the short-lived process that creates the embedded database).
   */
  firstStart: { seconds: number; peakRssKb: number; groupPeakRssKb: number };
}

export interface ProcessMemory {
  /** Peak resident set size (VmHWM) in kB. */
  peakRssKb: number;
  /** Current resident set size (VmRSS) in kB. */
  rssKb: number;
}

const webBuild = path.join(repoRoot, 'apps/web/build');
const webEntry = path.join(webBuild, 'server/index.js');
/**
 * Inside the repository, so that the server build's bare imports (react, react-router) resolve from
 * node_modules; named `build` so that git, ESLint and Prettier already ignore it.
 */
const snapshots = path.join(repoRoot, 'bench/build');

/**
 * A private copy of apps/web/build for this run, checked to be whole: every /assets/ file the server build
 * names is in it. A concurrent `npm run build` (another terminal, another person in the same tree) empties
 * and refills apps/web/build over a few seconds; if the copy caught it half-way, wait and copy again.
 */
async function snapshotWebBuild(resources: Resources): Promise<string> {
  fs.mkdirSync(snapshots, { recursive: true });
  let problem = '';
  for (let attempt = 1; attempt <= 10; attempt++) {
    const dir = resources.adoptDir(fs.mkdtempSync(path.join(snapshots, `web-${process.pid}-`)));
    try {
      fs.cpSync(webBuild, dir, { recursive: true });
      const server = fs.readFileSync(path.join(dir, 'server/index.js'), 'utf8');
      const assets = [...new Set(server.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
      const missing = assets.filter((a) => !fs.existsSync(path.join(dir, 'client', a)));
      if (assets.length > 0 && missing.length === 0) return dir;
      problem = assets.length ? `${missing.length} of ${assets.length} assets missing, e.g. ${missing[0]}` : 'no assets named';
    } catch (err) {
      problem = err instanceof Error ? err.message : String(err);
    }
    resources.removeDir(dir);
    console.log(`  the web build is incomplete (${problem}): a build is running? trying again in 3 s`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  throw new Error(`could not copy a complete web build from ${webBuild}: ${problem}`);
}

export interface PortalOptions {
  /** Extra environment for this portal (e.g. TRUST_PROXY for the soak). */
  env?: Record<string, string>;
  /** A PostgreSQL database made for this run (the caller creates and drops it); otherwise the embedded one. */
  databaseUrl?: string;
  /** Prefix of the child's log lines. */
  name?: string;
  /**
   * An existing data directory (e.g. an embedded database the caller seeded) instead of a fresh temporary one; the
   * caller removes it.
   */
  dataDir?: string;
  /** false: DEMO_CONTENT=false, no demo content laid over the caller's data (default true). */
  demoContent?: boolean;
}

/**
 * Starts the portal on a free loopback port with a fresh temporary data directory (demo content seeded,
 * warnings only), stops it, and starts it again on the same data: the second process is measured. A
 * council's server lays down its content once; it then runs for weeks from restarts like this one, while the
 * first process's heap still carries the seeding's garbage (about a gigabyte at its peak).
 */
export async function startPortal(resources: Resources, options: PortalOptions = {}): Promise<Portal> {
  const mode: PortalMode = fs.existsSync(webEntry) ? 'full' : 'api-only';
  // What production runs (`npm run serve`): the compiled server, when `npm run bench`'s build made it from these
  // sources; else the TypeScript through tsx (its loader alone holds ~80 MB more of the process's memory).
  const compiled = mode === 'full' && !isStale(repoRoot, SERVER_SOURCES, SERVER_STAMP_FILE, 'main.js');
  const script =
    mode === 'full' ? (compiled ? 'bench/lib/portal-compiled.mjs' : 'bench/lib/portal-snapshot.ts') : 'bench/lib/portal-api-only.ts';
  if (mode === 'full' && !compiled) console.log('  apps/server/dist is missing or older than its sources: the portal runs through tsx.');
  if (mode === 'api-only') {
    console.log(`  ${path.relative(repoRoot, webEntry)} is missing: falling back to the API-only portal (buildApp with web: false).`);
  }
  const webBuildDir = mode === 'full' ? await snapshotWebBuild(resources) : undefined;
  const port = await freePort();
  const dataDir = options.dataDir ?? resources.tempDir('data');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(webBuildDir ? { BENCH_WEB_BUILD_DIR: webBuildDir } : {}),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_CONTENT: options.demoContent === false ? 'false' : 'true',
    // The bench signs its admin in with the password alone.
    ADMIN_2FA: 'optional',
    LOG_LEVEL: 'warn',
    // As `npm run serve` and `npm start` run the portal (package.json; docs/deploy.md).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    ...options.env,
  };
  // The embedded database in the temporary directory unless the caller made a database for this run.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const name = options.name ?? 'portal';
  const origin = `http://127.0.0.1:${port}`;
  const firstStarted = performance.now();
  const first = resources.start({ name: `${name} (first start)`, args: [script], env, echo: true, compiled });
  let groupPeakRssKb = 0;
  const sampler = setInterval(() => (groupPeakRssKb = Math.max(groupPeakRssKb, groupRssKb(first.pid))), 200);
  try {
    await waitForHealth(origin, first, 180_000);
  } finally {
    clearInterval(sampler);
  }
  const peakRssKb = readMemory(first.pid).peakRssKb;
  const firstStart = { seconds: (performance.now() - firstStarted) / 1000, peakRssKb, groupPeakRssKb: Math.max(groupPeakRssKb, peakRssKb) };
  await first.stop();
  const started = performance.now();
  const child = resources.start({ name, args: [script], env, echo: true, compiled });
  await waitForHealth(origin, child, 120_000);
  const startupSeconds = (performance.now() - started) / 1000;
  assertIsNodeServer(child.pid, script);
  return {
    firstStart,
    mode,
    origin,
    child,
    command: compiled ? `node --conditions=nagar-compiled ${script}` : `node --import tsx ${script}`,
    startupSeconds,
    memoryAtReady: readMemory(child.pid),
  };
}

async function waitForHealth(origin: string, child: Child, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!child.running) throw new Error(`the portal exited before it was ready:\n${child.output()}`);
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the portal did not answer /api/health within ${timeoutMs / 1000} s:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The memory figures must be the server's own: check the pid is the node process running the script. */
function assertIsNodeServer(pid: number, script: string) {
  const exe = fs.readlinkSync(`/proc/${pid}/exe`);
  const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (exe !== fs.realpathSync(process.execPath) || !cmdline.some((arg) => arg.endsWith(script))) {
    throw new Error(`pid ${pid} is not the portal's node process (${exe}: ${cmdline.join(' ')})`);
  }
}

/** VmHWM and VmRSS from /proc/<pid>/status (Linux). */
export function readMemory(pid: number): ProcessMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Number(match[1]);
  };
  return { peakRssKb: kb('VmHWM'), rssKb: kb('VmRSS') };
}

/** The sum of VmRSS (kB) over every live process of the process group `pgid` (Linux). */
function groupRssKb(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces, inside parentheses): state, ppid, pgrp, …
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pgid) continue;
      const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (match) total += Number(match[1]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

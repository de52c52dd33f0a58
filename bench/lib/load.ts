import autocannon, { type Result } from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Seconds of measured load per run. */
  seconds: number;
  /** Seconds of load before a target's first run, thrown away (JIT, caches, connection set-up). */
  warmupSeconds: number;
  /** Measured runs per target; comparisons alternate targets run by run so both see the same background load. */
  rounds: number;
}

/** One measured autocannon run. */
export interface Run {
  requests: number;
  seconds: number;
  bytes: number;
  /** Per-response times in ms of the 2xx answers (autocannon's own histogram rounds to whole ms). */
  latencies: Float64Array;
}

export interface LoadResult {
  url: string;
  /** Completed requests per second over all runs. */
  requestsPerSecond: number;
  /** Requests per second of each run, in order. */
  runs: number[];
  latencyMs: { p50: number; p99: number; max: number; mean: number };
  requests: number;
  /** Bytes per response as autocannon read them (status line, headers and body). */
  bytesPerResponse: number;
  seconds: number;
}

function assertLoopback(url: string) {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load anything but 127.0.0.1: ${url}`);
}

/** Request headers a target is loaded with (e.g. a cookie that keeps a page out of the page cache). */
type Headers = Record<string, string>;

/** Load that is thrown away. */
async function warmUp(url: string, settings: LoadSettings, headers?: Headers): Promise<void> {
  assertLoopback(url);
  if (settings.warmupSeconds > 0) await run(url, settings.connections, settings.warmupSeconds, headers);
}

/** One measured run of `settings.seconds`. */
async function measureOnce(url: string, settings: LoadSettings, headers?: Headers): Promise<Run> {
  assertLoopback(url);
  const { result, latencies } = await run(url, settings.connections, settings.seconds, headers);
  return { requests: result['2xx'], seconds: result.duration, bytes: result.throughput.total ?? 0, latencies };
}

/** Requests per second and latency percentiles over every run against one URL. */
function summarize(url: string, runs: Run[]): LoadResult {
  const total = runs.reduce((n, r) => n + r.latencies.length, 0);
  const all = new Float64Array(total);
  let offset = 0;
  for (const r of runs) {
    all.set(r.latencies, offset);
    offset += r.latencies.length;
  }
  all.sort();
  const at = (p: number) => round(all[Math.min(total - 1, Math.max(0, Math.ceil((p / 100) * total) - 1))] ?? NaN);
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return {
    url,
    requestsPerSecond: Math.round(requests / seconds),
    runs: runs.map((r) => Math.round(r.requests / r.seconds)),
    latencyMs: { p50: at(50), p99: at(99), max: round(all[total - 1] ?? NaN), mean: round(all.reduce((s, v) => s + v, 0) / total) },
    requests,
    bytesPerResponse: Math.round(runs.reduce((n, r) => n + r.bytes, 0) / Math.max(1, requests)),
    seconds: round(seconds),
  };
}

function run(url: string, connections: number, seconds: number, headers?: Headers): Promise<{ result: Result; latencies: Float64Array }> {
  // A growable typed array: hundreds of thousands of samples without boxing each one.
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10, headers }, (err, result) => {
      if (err) return reject(err);
      const failed = result.errors + result.timeouts + result.non2xx;
      if (failed > 0) {
        return reject(
          new Error(
            `${url}: ${failed} failed requests (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}: ${JSON.stringify(result.statusCodeStats)})`,
          ),
        );
      }
      resolve({ result, latencies: latencies.subarray(0, count) });
    });
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode < 200 || statusCode > 299) return;
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = ms;
    });
  });
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}

/**
 * Measures several targets the same way: each warmed up once, then `rounds` runs each, alternating
 * (A B A B…), so a burst of background load on a shared machine hits both sides rather than one.
 */
export async function compare(
  targets: Array<{ name: string; url: string; headers?: Headers }>,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<LoadResult[]> {
  for (const t of targets) {
    log(`warm-up ${t.name}: ${settings.warmupSeconds} s`);
    await warmUp(t.url, settings, t.headers);
  }
  const runs = targets.map(() => [] as Run[]);
  for (let round = 1; round <= settings.rounds; round++) {
    for (const [i, t] of targets.entries()) {
      const r = await measureOnce(t.url, settings, t.headers);
      runs[i]!.push(r);
      log(`round ${round}/${settings.rounds} ${t.name}: ${Math.round(r.requests / r.seconds).toLocaleString('en-US')} req/s`);
    }
  }
  return targets.map((t, i) => summarize(t.url, runs[i]!));
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository root (bench/lib/ is two levels down). */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Makes a child exit when the bench process disappears, even if it was killed with SIGKILL. */
/** Plain JavaScript: it is loaded into the compiled portal too, which runs without tsx. */
const orphanGuard = path.join(import.meta.dirname, 'orphan-guard.mjs');

export interface ChildOptions {
  /** A short name for log prefixes and error messages. */
  name: string;
  /** Node arguments after `--import tsx` (script path first, relative to the repository root). */
  args: string[];
  /**
   * A compiled script (JavaScript under apps/server/dist, as `npm run serve` runs it): node with the packages'
   * `nagar-compiled` condition instead of tsx.
   */
  compiled?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Echo the child's output, prefixed with its name (otherwise it is only kept for error messages). */
  echo?: boolean;
}

/** A child Node process started with tsx, in its own process group so everything it starts dies with it. */
export class Child {
  readonly name: string;
  readonly process: ChildProcess;
  readonly pid: number;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  readonly exited: Promise<string>;
  private tail: string[] = [];
  private lineListeners: Array<(line: string) => void> = [];
  private ended = false;
  private stopping = false;

  constructor(options: ChildOptions) {
    this.name = options.name;
    // The compiled portal with node's flags as `npm run serve` and `npm start` give it (package.json).
    const loader = options.compiled ? ['--heap-growing-percent=50', '--conditions=nagar-compiled'] : ['--import', 'tsx'];
    this.process = spawn(process.execPath, [...loader, '--import', orphanGuard, ...options.args], {
      cwd: repoRoot,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (this.process.pid === undefined) throw new Error(`could not start ${this.name}`);
    this.pid = this.process.pid;
    this.exited = new Promise((resolve) => {
      this.process.once('close', (code, signal) => {
        this.ended = true;
        if (!this.stopping) console.error(`  [${this.name}] pid ${this.pid} exited on its own (${signal ?? `code ${code}`})`);
        resolve(signal ?? String(code));
      });
    });
    for (const stream of [this.process.stdout!, this.process.stderr!]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          this.tail.push(line);
          if (this.tail.length > 40) this.tail.shift();
          if (options.echo) console.log(`  [${this.name}] ${line}`);
          for (const listener of this.lineListeners) listener(line);
        }
      });
    }
  }

  get running(): boolean {
    return !this.ended;
  }

  /** The last lines the child wrote, for error messages. */
  output(): string {
    return this.tail.join('\n');
  }

  /** Resolves with the first output line that matches, or rejects if the child exits or time runs out. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string> {
    const seen = this.tail.find((line) => pattern.test(line));
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new Error(`${this.name} printed nothing matching ${pattern} in ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const listener = (line: string) => {
        if (!pattern.test(line)) return;
        done();
        resolve(line);
      };
      const done = () => {
        clearTimeout(timer);
        this.lineListeners = this.lineListeners.filter((l) => l !== listener);
      };
      const fail = (err: Error) => {
        done();
        reject(err);
      };
      this.lineListeners.push(listener);
      void this.exited.then((code) => fail(new Error(`${this.name} exited (${code}) before it was ready:\n${this.output()}`)));
    });
  }

  /** SIGTERM to the whole group, then SIGKILL if it has not ended within graceMs. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    if (!this.running) return;
    signalGroup(this.pid, 'SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(resolve, graceMs, 'timeout').unref());
    if ((await Promise.race([this.exited, timer])) === 'timeout') {
      signalGroup(this.pid, 'SIGKILL');
      await this.exited;
    }
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Owns every child process and temporary directory of a bench run, and removes them however the run ends:
 * normally, on an error, on SIGINT/SIGTERM, or (synchronously, as a last resort) on process exit.
 */
export class Resources {
  private children = new Set<Child>();
  private dirs = new Set<string>();
  private closing: Promise<void> | undefined;

  constructor() {
    process.once('exit', () => {
      for (const child of this.children) if (child.running) signalGroup(child.pid, 'SIGKILL');
      for (const dir of this.dirs) fs.rmSync(dir, { recursive: true, force: true });
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopping the servers the bench started…`);
        void this.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
      });
    }
  }

  start(options: ChildOptions): Child {
    const child = new Child(options);
    this.children.add(child);
    void child.exited.then(() => this.children.delete(child));
    return child;
  }

  tempDir(prefix: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `nagar-bench-${prefix}-`));
    this.dirs.add(dir);
    return dir;
  }

  /** Deletes `dir` (made by the caller) when the run ends, like the temporary directories. */
  adoptDir(dir: string): string {
    this.dirs.add(dir);
    return dir;
  }

  removeDir(dir: string) {
    fs.rmSync(dir, { recursive: true, force: true });
    this.dirs.delete(dir);
  }

  /** Stops every child (they may need a moment to close their database), then deletes the temp dirs. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.children].map((c) => c.stop()));
      for (const dir of [...this.dirs]) this.removeDir(dir);
    })();
    return this.closing;
  }
}

/** A port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

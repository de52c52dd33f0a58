/**
 * A portal in a process of its own, for the tests that start one as an operator would (the compiled server, a copy
 * of the sources with a new content type): a free port, the process with its output kept, and its health awaited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nothing listens on just now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface PortalProcess {
  child: ChildProcess;
  base: string;
  /** What the process wrote to stdout and stderr so far. */
  output: () => string;
  /** GET /api/health until it answers 200, the process ends or `ms` pass: the last answer's status (0: none). */
  healthy: (ms: number) => Promise<number>;
  /** SIGTERM, and its exit. */
  stop: () => Promise<void>;
}

/** Starts `node <args>` in `cwd` listening on `port` at 127.0.0.1 (env: the process's own, as given). */
export function startPortalProcess(args: string[], options: { cwd: string; port: number; env: NodeJS.ProcessEnv }): PortalProcess {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${options.port}`;
  return {
    child,
    base,
    output: () => output,
    async healthy(ms) {
      const deadline = Date.now() + ms;
      let status = 0;
      while (Date.now() < deadline && child.exitCode === null) {
        status = (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return status;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

import { Worker } from 'node:worker_threads';

/**
 * The embedded database in a thread of its own. PGlite runs PostgreSQL compiled to WebAssembly, one statement at a
 * time; in the server's thread its own work (WebAssembly, reading the protocol, parsing rows: ~55 % of a list page's
 * time) and the server's (Drizzle, the services, rendering, HTTP) took turns, so at ten clients every call waited
 * for all the others' whole time. In a worker thread the two run side by side on two cores. One worker per process
 * serves every embedded database the process opens (the tests open hundreds, one after another).
 *
 * What Drizzle's PGlite driver uses of PGlite is kept: query(sql, params, { rowMode, parsers }) and
 * transaction(fn). Parsers cannot cross threads: the driver's only ones keep some types as text (dates, times,
 * intervals, numeric arrays), and that list of types is what is sent.
 */

type Answer = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } };
type Call = { resolve: (value: unknown) => void; reject: (err: Error) => void };

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
}

export interface ThreadResults {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

class PGliteWorker {
  private readonly worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { execArgv: [] });
  private readonly calls = new Map<number, Call>();
  private next = 1;
  private failed: Error | undefined;
  private readonly lost = new Set<(err: Error) => void>();

  constructor() {
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => {
      const call = this.calls.get(answer.id);
      if (!call) return;
      this.calls.delete(answer.id);
      if (this.calls.size === 0) this.worker.unref();
      if (answer.error) call.reject(Object.assign(new Error(answer.error.message), answer.error));
      else call.resolve(answer.value);
    });
    const fail = (err: Error) => {
      if (this.failed) return;
      this.failed = err;
      if (shared === this) shared = undefined;
      for (const call of this.calls.values()) call.reject(err);
      this.calls.clear();
      for (const listener of this.lost) listener(err);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the embedded database's thread ended (exit code ${code})`)));
  }

  /** `listener` hears once that the thread ended (a crash of PGlite's WebAssembly, say): every database in it is gone. */
  onLost(listener: (err: Error) => void) {
    if (this.failed) listener(this.failed);
    else this.lost.add(listener);
  }

  /** Ends the thread at once, as a crash of it would (what follows a crash is tested with it). */
  terminate() {
    return this.worker.terminate();
  }

  /** One message, answered once; the worker keeps the process alive only while an answer is awaited. */
  call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.calls.size === 1) this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }
}

let shared: PGliteWorker | undefined;
let nextDatabase = 1;
let nextTransaction = 1;

const sendable = (options?: QueryOptions) =>
  options && { rowMode: options.rowMode, textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined };

/** A plain read: a statement that begins with SELECT (a WITH may hold an INSERT, UPDATE or DELETE). */
const PLAIN_READ = /^\s*select\b/i;

/** A database, or one transaction of it, as Drizzle's PGlite driver sees a PGlite client. */
class ThreadClient {
  constructor(
    protected readonly worker: PGliteWorker,
    protected readonly db: number,
    private readonly tx?: number,
    /** Shared by a database and its transactions: see PGliteThread.writeCount. */
    protected readonly writes = { count: 0 },
  ) {}

  query(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<ThreadResults> {
    if (this.tx !== undefined || !PLAIN_READ.test(sql)) this.writes.count++;
    return this.worker.call({ op: 'query', db: this.db, tx: this.tx, sql, params, options: sendable(options) });
  }

  async transaction<T>(fn: (tx: ThreadClient) => Promise<T>): Promise<T> {
    if (this.tx !== undefined) throw new Error('a transaction inside a transaction is a savepoint (Drizzle sends those as statements)');
    const tx = nextTransaction++;
    this.writes.count++;
    await this.worker.call({ op: 'begin', db: this.db, tx });
    let result: T;
    try {
      result = await fn(new ThreadClient(this.worker, this.db, tx, this.writes));
    } catch (err) {
      this.writes.count++;
      await this.worker.call({ op: 'end', tx, commit: false });
      throw err;
    }
    this.writes.count++;
    await this.worker.call({ op: 'end', tx, commit: true });
    return result;
  }
}

export class PGliteThread extends ThreadClient {
  static async open(options: { dataDir?: string; template?: string; startParams: string[] }): Promise<PGliteThread> {
    shared ??= new PGliteWorker();
    const client = new PGliteThread(shared, nextDatabase++);
    await client.worker.call({ op: 'open', db: client.db, ...options });
    return client;
  }

  /**
   * A number that changes whenever a statement that may write is sent: anything but a plain SELECT outside a
   * transaction, and every transaction's start and end. Statements run in the order they are sent, so a read sent
   * while the number is N answers what the database held then, and still holds while the number is N: this process
   * owns the embedded database (db/lock.ts), so no write can come from elsewhere.
   */
  writeCount(): number {
    return this.writes.count;
  }

  /** Writes the database's data directory to `file` as a tar file, a dump another database may start from. */
  dump(file: string): Promise<void> {
    return this.worker.call({ op: 'dump', db: this.db, file });
  }

  close(): Promise<void> {
    return this.worker.call({ op: 'close', db: this.db });
  }

  onLost(listener: (err: Error) => void) {
    this.worker.onLost(listener);
  }

  /** Ends the thread at once, as a crash of it would; for tests of what follows. */
  async crashForTest(): Promise<void> {
    await this.worker.terminate();
  }
}

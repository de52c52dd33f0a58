// The embedded database's own thread (see pglite-thread.ts, which starts it and speaks to it). Plain JavaScript:
// Node loads it as it is, in the server and in the test runner alike.
import { Blob } from 'node:buffer';
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {Map<number, PGlite>} the open databases, by the number the main thread gave each */
const databases = new Map();
/** @type {Map<number, Statements>} each open database's prepared statements */
const statements = new Map();
/** @type {Map<number, { client: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, done: Promise<void> }>} */
const transactions = new Map();
/** @type {Map<string, Blob>} dumps that in-memory databases start from, by file */
const templates = new Map();
const ROLLBACK = Symbol('rollback');
const asText = (value) => value;
/** The parsers of each list of types kept as text, made once (Drizzle sends the same list with every statement). */
const textParsers = new Map();

/** PGlite's query options from what the main thread sent: which types stay text (functions cannot be sent). */
function queryOptions(options) {
  if (!options) return undefined;
  let parsers;
  if (options.textTypes) {
    const key = options.textTypes.join();
    parsers = textParsers.get(key);
    if (!parsers) textParsers.set(key, (parsers = Object.fromEntries(options.textTypes.map((type) => [type, asText]))));
  }
  return { rowMode: options.rowMode, parsers };
}

/** An error as plain data: its message and every field PostgreSQL gave it (code, constraint, detail, …). */
function fault(err) {
  const out = { message: err instanceof Error ? err.message : String(err), name: err instanceof Error ? err.name : 'Error' };
  if (err && typeof err === 'object') {
    for (const [key, value] of Object.entries(err)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

/**
 * Reads that come again run as prepared statements. PGlite's query() parses, plans and describes every statement
 * anew, in six calls into the database; a statement prepared once (Parse) runs in one call (Bind, Describe,
 * Execute, Sync), and after five runs PostgreSQL may keep a generic plan, as every server-side prepared
 * statement does. On the embedded database that is most of a list page's time: the staff queue's rows statement
 * took 1.3 ms, prepared 0.55 ms. Only reads outside a transaction (a page's statements), and only a text seen
 * before: at most MAX_PREPARED per database, the oldest closed. A text with a list of parameters (Drizzle's
 * `inArray` writes `in ($1, $2, …)`, a new text for each length) is never kept: one statement per length would
 * push the others out and grow the database's memory for good (the soak of 2026-12-07: 12.7 → 29.7 MB of
 * PostgreSQL's memory in five minutes); a list of ids is one array parameter (db/any-of.ts).
 */
const PREPARE_FROM = 2;
const MAX_PREPARED = 200;
const MAX_SEEN = 1000;
const READ = /^\s*select\b/i;
const PARAMETER_LIST = /\bin\s*\(\s*\$\d+\s*,/i;

class Statements {
  /** @type {Map<string, number>} texts not prepared yet, and how often each came */
  seen = new Map();
  /** @type {Map<string, { name: string, types: number[] }>} prepared texts, oldest first */
  prepared = new Map();
  next = 0;

  /** Whether this text should run prepared (counts it). */
  wanted(sql) {
    if (this.prepared.has(sql)) return true;
    if (!READ.test(sql) || PARAMETER_LIST.test(sql)) return false;
    const count = (this.seen.get(sql) ?? 0) + 1;
    if (count >= PREPARE_FROM) {
      this.seen.delete(sql);
      return true;
    }
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.set(sql, count);
    return false;
  }
}

const wire = protocol.serialize;
/** Protocol messages sent together, in one call into the database. */
const run = (client, ...messages) => client.execProtocolStream(Buffer.concat(messages), { syncToFs: false });

/** Runs fn holding PGlite's two locks, as its query() does: never inside another caller's transaction. */
const exclusive = (client, fn) => client._runExclusiveTransaction(() => client._runExclusiveQuery(fn));

/** A read as a prepared statement. */
function preparedQuery(client, known, sql, params, options) {
  return exclusive(client, async () => {
    let statement = known.prepared.get(sql);
    if (!statement) {
      const name = `nagar_${++known.next}`;
      const described = await run(client, wire.parse({ name, text: sql }), wire.describe({ type: 'S', name }), wire.sync());
      statement = { name, types: parse.parseDescribeStatementResults(described) };
      if (known.prepared.size >= MAX_PREPARED) {
        const [oldest, { name: closing }] = known.prepared.entries().next().value;
        known.prepared.delete(oldest);
        await run(client, wire.close({ type: 'S', name: closing }), wire.sync());
      }
      known.prepared.set(sql, statement);
    }
    // Each value as PGlite's query() writes it: by the type PostgreSQL gave its parameter.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = client.serializers[statement.types[i]];
      return serialize ? serialize(value) : value.toString();
    });
    const messages = await run(
      client,
      wire.bind({ statement: statement.name, values }),
      wire.describe({ type: 'P' }),
      wire.execute({}),
      wire.sync(),
    );
    await client.syncToFs();
    // A read answers one result (rows, perhaps none); never run it a second time for want of one.
    return parse.parseResults(messages, client.parsers, options)[0] ?? { rows: [], fields: [] };
  });
}

function database(id) {
  const db = databases.get(id);
  if (!db) throw new Error(`database ${id} is not open`);
  return db;
}

async function open({ db, dataDir, template, startParams }) {
  let loadDataDir;
  if (template) {
    loadDataDir = templates.get(template);
    if (!loadDataDir) templates.set(template, (loadDataDir = new Blob([fs.readFileSync(template)])));
  }
  const options = { startParams, extensions: { pg_trgm }, loadDataDir };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  databases.set(db, client);
  statements.set(db, new Statements());
}

/** BEGIN, and the transaction stays open until 'end' comes; PGlite holds other statements back meanwhile. */
function begin({ db, tx }) {
  return new Promise((opened, failed) => {
    let end;
    const ended = new Promise((commit, rollback) => (end = (yes) => (yes ? commit() : rollback(ROLLBACK))));
    const done = database(db)
      .transaction((client) => {
        transactions.set(tx, { client, end, done });
        opened();
        return ended;
      })
      .catch((err) => {
        if (err !== ROLLBACK) throw err;
      })
      .finally(() => transactions.delete(tx));
    // A BEGIN that fails never calls back: its error is the answer to 'begin'.
    done.catch(failed);
  });
}

const handlers = {
  open,
  async query({ db, tx, sql, params = [], options }) {
    const client = tx === undefined ? database(db) : transactions.get(tx)?.client;
    if (!client) throw new Error(`transaction ${tx} is not open`);
    const known = tx === undefined ? statements.get(db) : undefined;
    let result;
    if (known?.wanted(sql)) {
      try {
        result = await preparedQuery(client, known, sql, params, queryOptions(options));
      } catch (err) {
        // A table changed under the statement (its columns): close it, forget it and run the text afresh.
        const stale = known.prepared.get(sql);
        if (err?.code !== '0A000' || !stale) throw err;
        known.prepared.delete(sql);
        await exclusive(client, () => run(client, wire.close({ type: 'S', name: stale.name }), wire.sync()));
      }
    }
    result ??= await client.query(sql, params, queryOptions(options));
    return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  },
  begin,
  async end({ tx, commit }) {
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    open.end(commit);
    await open.done;
  },
  /** The database's data directory as a tar file (PGlite's dump), written beside `file` and renamed into place. */
  async dump({ db, file }) {
    const blob = await database(db).dumpDataDir('none');
    const partial = `${file}.${process.pid}.${db}`;
    fs.writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
    fs.renameSync(partial, file);
  },
  async close({ db }) {
    const client = databases.get(db);
    databases.delete(db);
    statements.delete(db);
    await client?.close();
  },
};

parentPort.on('message', (message) => {
  // No await before the handler starts: statements reach PGlite in the order they were sent.
  let answer;
  try {
    answer = Promise.resolve(handlers[message.op](message));
  } catch (err) {
    answer = Promise.reject(err);
  }
  answer.then(
    (value) => parentPort.postMessage({ id: message.id, value }),
    (err) => parentPort.postMessage({ id: message.id, error: fault(err) }),
  );
});

// The embedded database's own thread (see pglite-thread.ts, which starts it and speaks to it). Plain JavaScript:
// Node loads it as it is, in the server and in the test runner alike.
import { Blob } from 'node:buffer';
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {Map<number, PGlite>} the open databases, by the number the main thread gave each */
const databases = new Map();
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
  query({ db, tx, sql, params, options }) {
    const client = tx === undefined ? database(db) : transactions.get(tx)?.client;
    if (!client) throw new Error(`transaction ${tx} is not open`);
    return client.query(sql, params, queryOptions(options)).then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
  },
  begin,
  async end({ tx, commit }) {
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    open.end(commit);
    await open.done;
  },
  async close({ db }) {
    const client = databases.get(db);
    databases.delete(db);
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

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/app.ts';
import { noticeConfig, startMailServer, startSmsGateway, type MailServer, type ReceivedMail } from '../test/notice-servers.ts';
import { DeliveryWorker } from './worker.ts';

/**
 * Issue 28: notices are promises. The portal's real process (main.ts) delivers the outbox; killed with SIGKILL in the
 * middle of a delivery, nothing is lost, and only the notice in flight at the kill is sent a second time (with the
 * same Message-ID, so the receiver can tell). Two portal processes on one PostgreSQL send each notice once.
 */

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const clean of cleanups.splice(0).reverse()) await clean();
});
afterAll(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

/** A database for the processes: a data directory for the embedded one, a fresh PostgreSQL database otherwise. */
async function processDatabase(): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  if (testDbKind() === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-outbox-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }) };
  }
  const target: TestDatabase = await createTestDatabase();
  cleanups.push(() => target.drop());
  return { env: { DATABASE_URL: target.url }, open: () => openDatabase({ url: target.url, dataDir: os.tmpdir() }) };
}

/** Notices waiting in the outbox, written as the services write them. */
async function writeNotices(open: () => Promise<Database>, count: number, channel: 'email' | 'sms'): Promise<string[]> {
  const database = await open();
  try {
    const keys = Array.from({ length: count }, (_, i) => `complaint-0.${i + 1}.filed.${channel}.citizen`);
    await database.db.insert(outbox).values(
      keys.map((key, i) => ({
        key,
        channel,
        recipient: channel === 'email' ? `citizen${i}@example.in` : `98765${String(i).padStart(5, '0')}`,
        event: 'filed',
        subject: `Complaint ${i + 1} registered`,
        body: `Notice ${i + 1}`,
      })),
    );
    return keys;
  } finally {
    await database.close();
  }
}

/** The portal as main.ts starts it, in its own process, with the given notice settings. */
function startPortalProcess(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_CONTENT: 'false',
      NOTICE_POLL_SECONDS: '0.2',
      NOTICE_RETRY_SECONDS: '0.2',
      ESCALATION_INTERVAL_SECONDS: '86400',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += String(chunk)));
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`portal process exited ${code}: ${errors}`);
  });
  children.push(child);
  return child;
}

describe('the delivery worker in the portal process', () => {
  it('loses nothing to kill -9 mid-delivery; only the notice in flight is sent again, with its key', { timeout: 120_000 }, async () => {
    const mail: MailServer = await startMailServer();
    cleanups.push(() => mail.stop());
    const db = await processDatabase();
    mail.hold = true;
    const keys = await writeNotices(() => db.open(), 5, 'email');

    const portal = startPortalProcess({ ...db.env, SMTP_URL: mail.url, NOTICE_LEASE_SECONDS: '2' });
    await Promise.race([
      mail.held,
      new Promise((_, reject) => portal.once('exit', (code) => reject(new Error(`the portal exited (${code}) before delivering`)))),
    ]);
    const inFlight = await heldKey(mail);
    portal.kill('SIGKILL');
    await new Promise((resolve) => portal.once('exit', resolve));
    expect(mail.mails).toHaveLength(0);

    // Started again: after the lease every notice goes, the one in flight a second time.
    mail.hold = false;
    const again = startPortalProcess({ ...db.env, SMTP_URL: mail.url, NOTICE_LEASE_SECONDS: '2' });
    await mail.waitFor(5, 60_000);
    again.kill('SIGTERM');
    await new Promise((resolve) => again.once('exit', resolve));
    expect(mail.mails.map((m) => m.idempotencyKey).sort()).toEqual([...keys].sort());
    expect(keys).toContain(inFlight.key);
    // The repeat carries the same Message-ID as the delivery cut short.
    expect(mail.mails.find((m) => m.idempotencyKey === inFlight.key)!.messageId).toBe(inFlight.messageId);

    const database = await db.open();
    try {
      const rows = await database.db.select().from(outbox);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      // Tried twice: the one in flight (and any the killed process had claimed with it); none more.
      expect(rows.find((r) => r.key === inFlight.key)!.attempts).toBe(2);
    } finally {
      await database.close();
    }
  });

  it.runIf(testDbKind() === 'postgres')('in two processes on one PostgreSQL, sends each notice once', { timeout: 120_000 }, async () => {
    const sms = await startSmsGateway();
    cleanups.push(() => sms.close());
    const db = await processDatabase();
    // 60 notices waiting, then two processes at once.
    const keys = await writeNotices(() => db.open(), 60, 'sms');
    startPortalProcess({ ...db.env, SMS_GATEWAY_URL: sms.url });
    startPortalProcess({ ...db.env, SMS_GATEWAY_URL: sms.url });
    await sms.waitFor(60, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // time for a duplicate to show, if any
    const references = sms.messages.map((m) => m.reference);
    expect(references).toHaveLength(60);
    expect(new Set(references)).toEqual(new Set(keys));
  });
});

describe('DeliveryWorker', () => {
  it('claims a due notice in one worker only when two run at once on the same database', async () => {
    const db = await processDatabase();
    const keys = await writeNotices(() => db.open(), 40, 'sms');
    const database = await db.open();
    cleanups.push(() => database.close());
    const sent: string[] = [];
    const transport = { send: async (d: { key: string }) => void sent.push(d.key), close: () => {} };
    const config = noticeConfig({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' });
    const a = new DeliveryWorker(database.db, config, { sms: transport });
    const b = new DeliveryWorker(database.db, config, { sms: transport });
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(sent.sort()).toEqual([...keys].sort());
  });
});

/** The key and Message-ID of the e-mail the server is holding. */
async function heldKey(mail: MailServer): Promise<Pick<ReceivedMail, 'messageId'> & { key: string }> {
  const held = mail.heldMails.at(-1)!;
  return { key: held.idempotencyKey, messageId: held.messageId };
}

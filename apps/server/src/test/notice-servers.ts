/**
 * Real local receivers for the notices (issue 28): an SMTP server (smtp-server, the kept library nodemailer's
 * authors maintain) and an HTTP server standing in for an SMS gateway. Both record what they received; both can
 * be told to fail, to hold a delivery, or be stopped and started again on the same port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig, type NoticeConfig } from '../config.ts';
import { createTestApp, type TestApp } from './app.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  messageId: string;
  idempotencyKey: string;
  subject: string;
  text: string;
  raw: string;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / ?Q?) in a header, decoded. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** A single-part text message's headers and body (quoted-printable or base64 decoded). */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), decodeWords(line.slice(i + 1).trim()));
  }
  let body = raw.slice(split + 4);
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { headers, text: body.replace(/\r\n$/, '').replace(/\r\n/g, '\n') };
}

export interface MailServer {
  port: number;
  /** smtp://user:secret@127.0.0.1:port (the password is checked). */
  url: string;
  mails: ReceivedMail[];
  /** The deliveries held (received whole, never answered). */
  heldMails: ReceivedMail[];
  /** While set, each delivery's DATA is held (never answered): `held` resolves when one is held. */
  hold: boolean;
  held: Promise<void>;
  /** Answer every delivery with this SMTP error (e.g. 451) instead of accepting it. */
  failWith: number | null;
  stop(): Promise<void>;
  /** Starts again on the same port. */
  start(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export const SMTP_USER = 'portal';
export const SMTP_PASSWORD = 'smtp-secret-Pa55';

export async function startMailServer(port = 0): Promise<MailServer> {
  let server: SMTPServer | null = null;
  let markHeld: () => void = () => {};
  const state: MailServer = {
    port,
    url: '',
    mails: [],
    heldMails: [],
    hold: false,
    held: new Promise<void>((resolve) => (markHeld = resolve)),
    failWith: null,
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      for (const c of s.connections) (c as unknown as { _socket?: { destroy(): void } })._socket?.destroy();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      const s = new SMTPServer({
        logger: false,
        // No STARTTLS here (the built-in certificate is for tests only and would not verify).
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        authMethods: ['PLAIN', 'LOGIN'],
        onAuth(auth, _session, callback) {
          if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
          else callback(new Error('Invalid username or password'));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            if (state.failWith) {
              const err = new Error('Try again later') as Error & { responseCode: number };
              err.responseCode = state.failWith;
              callback(err);
              return;
            }
            const raw = Buffer.concat(chunks).toString('latin1');
            const { headers, text } = parseMail(raw);
            (state.hold ? state.heldMails : state.mails).push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: headers.get('message-id') ?? '',
              idempotencyKey: headers.get('x-idempotency-key') ?? '',
              subject: headers.get('subject') ?? '',
              text,
              raw,
            });
            // Held: never answered, the sender waits (until it is killed).
            if (state.hold) markHeld();
            else callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        s.server.once('error', reject);
        s.listen(state.port, '127.0.0.1', () => resolve());
      });
      state.port = (s.server.address() as AddressInfo).port;
      state.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${state.port}`;
      server = s;
    },
    waitFor: (count, timeoutMs = 15_000) =>
      waitUntil(() => state.mails.length >= count, timeoutMs, `${count} e-mails`).then(() => state.mails),
  };
  await state.start();
  return state;
}

export interface ReceivedSms {
  to: string;
  text: string;
  senderId: string;
  templateId: string;
  reference: string;
  headers: http.IncomingHttpHeaders;
}

export interface SmsGateway {
  url: string;
  messages: ReceivedSms[];
  /** Answer every request with this status instead of 200. */
  failWith: number | null;
  close(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedSms[]>;
}

/** A JSON SMS gateway: POST { to, text, senderId, templateId, reference } answered 200 { status: 'queued' }. */
export async function startSmsGateway(): Promise<SmsGateway> {
  const state = { messages: [] as ReceivedSms[], failWith: null as number | null };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (state.failWith) {
        res.writeHead(state.failWith, { 'content-type': 'application/json' }).end('{"error":"gateway unavailable"}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Omit<ReceivedSms, 'headers'>;
      state.messages.push({ ...body, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const gateway: SmsGateway = {
    url: `http://127.0.0.1:${port}/sms`,
    get messages() {
      return state.messages;
    },
    get failWith() {
      return state.failWith;
    },
    set failWith(v) {
      state.failWith = v;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    waitFor: (count, timeoutMs = 15_000) =>
      waitUntil(() => state.messages.length >= count, timeoutMs, `${count} SMS`).then(() => state.messages),
  };
  return gateway;
}

export async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The notice settings of a test app: quick retries and polls, three tries, the given channels (SMTP_URL, SMS_GATEWAY_URL). */
export function noticeConfig(env: Record<string, string>): NoticeConfig {
  return loadConfig({
    NODE_ENV: 'test',
    NOTICE_RETRY_SECONDS: '0.05',
    NOTICE_POLL_SECONDS: '0.1',
    NOTICE_MAX_ATTEMPTS: '3',
    ESCALATION_INTERVAL_SECONDS: '86400',
    MAIL_FROM: 'Sundarpur Nagar Parishad <notices@sundarpur.example.in>',
    SMS_SENDER_ID: 'SNDRPR',
    ...env,
  }).notices;
}

/**
 * The app on a fresh database with both channels on: its notices go to a mail server and an SMS gateway started for
 * it. `close()` closes the app, then stops both.
 */
export async function noticeTestApp(): Promise<{ t: TestApp; mail: MailServer; sms: SmsGateway; close: () => Promise<void> }> {
  const mail = await startMailServer();
  const sms = await startSmsGateway();
  let t: TestApp;
  try {
    t = await createTestApp({ config: { notices: noticeConfig({ SMTP_URL: mail.url, SMS_GATEWAY_URL: sms.url }) } });
  } catch (error) {
    await mail.stop();
    await sms.close();
    throw error;
  }
  const close = async () => {
    await t.close();
    await mail.stop();
    await sms.close();
  };
  return { t, mail, sms, close };
}

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/client.ts';
import type { NoticeConfig } from '../config.ts';
import { DeliveryError, emailTransport, smsTransport, type Delivery, type Transport } from './transports.ts';

/** The longest wait between two tries of one notice. */
const MAX_RETRY_SECONDS = 24 * 3600;
/** Notices one claim takes. */
const BATCH = 20;

/**
 * Sends the outbox's due notices (issue 28). Every process of the portal runs one; each notice is claimed by one
 * of them at a time: the claim is one statement that takes due rows with FOR UPDATE SKIP LOCKED and moves their
 * `next_at` to the end of a lease, so another process neither waits for them nor takes them until the lease ends.
 * Sent: marked sent. Failed: tried again after a delay that doubles each time, until NOTICE_MAX_ATTEMPTS, then in
 * the failed list (Admin › Notifications sends it again). A process killed mid-send leaves the notice pending with
 * its lease: it is sent again after the lease, with the same idempotency key, and only then.
 */
export class DeliveryWorker {
  private readonly transports: Partial<Record<'email' | 'sms', Transport>>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  private log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

  constructor(
    private readonly db: Db,
    private readonly config: NoticeConfig,
    transports?: Partial<Record<'email' | 'sms', Transport>>,
  ) {
    this.transports = transports ?? {
      ...(config.email ? { email: emailTransport(config.email) } : {}),
      ...(config.sms ? { sms: smsTransport(config.sms) } : {}),
    };
  }

  /** Where failures are reported (the app's logger). */
  setLog(log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>): void {
    this.log = log;
  }

  /** Whether any channel is configured (none: the worker never starts). */
  get active(): boolean {
    return Object.keys(this.transports).length > 0;
  }

  start(): void {
    if (!this.active || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.config.pollSeconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** Sends what is due now (a run in progress runs once more after it ends). */
  wake(): void {
    if (!this.active || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.runOnce()) === BATCH);
        } while (this.again && !this.stopped);
      } catch (err) {
        this.log?.error({ err }, 'notice delivery failed to run');
      } finally {
        this.running = null;
      }
    })();
  }

  /** Stops taking notices and waits for the ones being sent. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    for (const t of Object.values(this.transports)) t.close();
  }

  /** Claims and sends one batch of due notices; answers how many it claimed. */
  async runOnce(): Promise<number> {
    const channels = Object.keys(this.transports);
    if (!channels.length) return 0;
    const lease = this.config.leaseSeconds;
    const claimed = await rowsOf<{
      id: number | string;
      key: string;
      channel: 'email' | 'sms';
      recipient: string;
      subject: string;
      body: string;
      template_id: string;
      language: 'en' | 'hi';
      attempts: number | string;
    }>(
      this.db,
      sql`update outbox set attempts = attempts + 1, next_at = now() + make_interval(secs => ${lease}), updated_at = now()
          where id in (
            select id from outbox
            where status = 'pending' and next_at <= now() and channel in (${sql.join(
              channels.map((c) => sql`${c}`),
              sql`, `,
            )})
            order by next_at, id
            limit ${BATCH}
            for update skip locked)
          returning id, key, channel, recipient, subject, body, template_id, language, attempts`,
    );
    for (const row of claimed) {
      const id = toNumber(row.id);
      const attempts = toNumber(row.attempts);
      const delivery: Delivery = {
        key: row.key,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        templateId: row.template_id,
        language: row.language,
      };
      try {
        await this.transports[row.channel]!.send(delivery);
        await this.db.execute(
          sql`update outbox set status = 'sent', sent_at = now(), last_error = '', updated_at = now() where id = ${id}`,
        );
      } catch (err) {
        const message = err instanceof DeliveryError ? err.message : 'sending failed';
        if (!(err instanceof DeliveryError)) this.log?.error({ err, notice: id }, 'notice sending failed unexpectedly');
        if (attempts >= this.config.maxAttempts) {
          await this.db.execute(
            sql`update outbox set status = 'failed', last_error = ${message}, next_at = now(), updated_at = now() where id = ${id}`,
          );
          this.log?.warn({ notice: id, attempts, error: message }, 'notice failed: in the failed list');
        } else {
          const delay = Math.min(MAX_RETRY_SECONDS, this.config.retrySeconds * 2 ** (attempts - 1));
          await this.db.execute(
            sql`update outbox set last_error = ${message}, next_at = now() + make_interval(secs => ${delay}), updated_at = now() where id = ${id}`,
          );
        }
      }
    }
    return claimed.length;
  }
}

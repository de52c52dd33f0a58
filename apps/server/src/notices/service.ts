import { and, desc, eq, sql } from 'drizzle-orm';
import type { NoticeEvent, OutboxItem, OutboxSummary } from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { countRows, rowsOf, toNumber } from '../db/client.ts';
import { complaints, outbox } from '../db/schema.ts';
import { transaction } from '../db/retry.ts';
import { httpError } from '../lib/errors.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { maskRecipient, type Notifier } from './notifier.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Admin › Notifications: the outbox's notices, newest first, and "send again" for a failed one (admins). */
export class OutboxService {
  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
  ) {}

  async summary(): Promise<OutboxSummary> {
    const rows = await this.db
      .select({ status: outbox.status, n: sql<number>`count(*)` })
      .from(outbox)
      .groupBy(outbox.status);
    const count = (s: OutboxStatus) => toNumber(rows.find((r) => r.status === s)?.n ?? 0);
    return { ...this.notifier.channels, pending: count('pending'), sent: count('sent'), failed: count('failed') };
  }

  /** One page of notices with the given status (or all), newest first. Recipients masked; the texts are not listed. */
  async list(filter: { status?: OutboxStatus; page: number; pageSize: number }): Promise<{ items: OutboxItem[]; total: number }> {
    const where = filter.status ? eq(outbox.status, filter.status) : undefined;
    const [rows, total] = await Promise.all([
      this.db
        .select({
          id: outbox.id,
          channel: outbox.channel,
          recipient: outbox.recipient,
          event: outbox.event,
          language: outbox.language,
          complaintNo: complaints.complaintNo,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          nextAt: outbox.nextAt,
        })
        .from(outbox)
        .leftJoin(complaints, eq(complaints.id, outbox.complaintId))
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      countRows(this.db, outbox, where),
    ]);
    return {
      total,
      items: rows.map((r) => ({
        ...r,
        recipient: maskRecipient(r.channel, r.recipient),
        event: r.event as NoticeEvent,
        complaintNo: r.complaintNo ?? null,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        nextAt: r.nextAt.toISOString(),
      })),
    };
  }

  /**
   * Removes notices sent more than `days` ago (they hold citizens' numbers, addresses and tracking links, and their
   * work is done), a few thousand at a time; waiting and failed ones stay. Answers how many went.
   */
  async purgeSent(days: number, batch = 5000): Promise<number> {
    let removed = 0;
    for (;;) {
      const gone = await rowsOf<{ id: number }>(
        this.db,
        sql`delete from outbox where id in (
              select id from outbox where status = 'sent' and sent_at < now() - make_interval(days => ${days}) limit ${batch})
            returning id`,
      );
      removed += gone.length;
      if (gone.length < batch) return removed;
    }
  }

  /**
   * A failed notice goes back to the outbox, due now, with its tries counted afresh and the same idempotency key
   * (a receiver that did get it drops the repeat). Only a failed one (409 otherwise); audited.
   */
  async resend(id: number, actor: Actor): Promise<void> {
    await transaction(this.db, async (tx) => {
      const [row] = await tx
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAt: new Date(), updatedAt: new Date() })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
        .returning({ id: outbox.id, event: outbox.event, channel: outbox.channel });
      if (!row) {
        const [exists] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
        throw exists ? httpError(409, 'noticeNotFailed') : httpError(404, 'notFound');
      }
      await recordAudit(tx, actor, {
        action: 'resend',
        entity: 'outbox-notice',
        entityId: id,
        changes: { event: row.event, channel: row.channel, status: ['failed', 'pending'] },
      });
    });
    this.notifier.wake();
  }
}

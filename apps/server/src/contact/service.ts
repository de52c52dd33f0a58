import { and, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import {
  CONTACT_RATE_LIMIT,
  CONTACT_REPLY_NOTE_MAX,
  checkContactDraft,
  hasBidiControls,
  hasControlChars,
  longerThan,
  textOf,
  type ContactFilters,
  type ContactMessage,
  type ContactMessageItem,
  type ContactReceipt,
  type ContactStatus,
  type FieldErrors,
} from '@nagar/contract';
import type { Db, Tx } from '../db/client.ts';
import { countRows } from '../db/client.ts';
import { contactMessages, users } from '../db/schema.ts';
import { transaction } from '../db/retry.ts';
import { indiaYear, nextYearNumber } from '../db/year-numbers.ts';
import { Limiter, type Limit } from '../auth/limiter.ts';
import { foundOr404, httpError, validationError } from '../lib/errors.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { likeEscape } from '../lib/like.ts';

const SEND_LIMIT: Limit = { max: CONTACT_RATE_LIMIT.max, windowSeconds: CONTACT_RATE_LIMIT.windowMinutes * 60 };
/** Newest first, as contact_messages_list_idx and _status_idx are ordered. */
const NEWEST_FIRST = [sql`${contactMessages.createdAt} desc nulls last`, sql`${contactMessages.id} desc nulls last`];

type Row = typeof contactMessages.$inferSelect;

const itemOf = (r: Pick<Row, 'id' | 'reference' | 'name' | 'email' | 'subject' | 'status' | 'createdAt'>): ContactMessageItem => ({
  id: r.id,
  reference: r.reference,
  name: r.name,
  email: r.email,
  subject: r.subject,
  status: r.status as ContactStatus,
  receivedAt: r.createdAt.toISOString(),
});

/**
 * The contact inbox (issue 27). Citizens send a message (the API and the Contact Us form's no-JS action both call
 * `send`: one set of rules, one per-address limit) and get its reference; staff with the `messages` area list,
 * search and open messages (opening marks a new one read), and record a reply note and the status. Every staff
 * change is audited in its own transaction, by reference and status, never with the sender's details.
 */
export class ContactService {
  private readonly limiter: Limiter;

  constructor(
    private readonly db: Db,
    /** The working days within which the council answers (Admin › Settings). */
    private readonly answerDays: () => Promise<number>,
    /** The clock of the reference's year (tests move it). */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.limiter = new Limiter(db);
  }

  /**
   * Stores a message; answers its reference and the answer days, never what was written. Every rule is checked
   * before anything is written; the per-address limit counts only messages that would be stored.
   */
  async send(input: Record<string, unknown>, ip: string): Promise<ContactReceipt> {
    if (textOf(input.website ?? '').trim()) throw httpError(400, 'contactSpam');
    const checked = checkContactDraft(input);
    if (checked.errors) throw validationError(checked.errors);
    const draft = checked.value as Record<string, string | undefined>;
    const text = (key: string) => draft[key] ?? '';
    await this.limiter.take('contact-send', ip, SEND_LIMIT, 'contactTooMany');
    const year = indiaYear(this.now());
    const reference = await transaction(this.db, async (tx) => {
      const reference = await nextYearNumber(tx, 'MSG', year);
      await tx.insert(contactMessages).values({
        reference,
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        project: text('project'),
        subject: text('subject'),
        message: text('message'),
        language: input.language === 'hi' ? 'hi' : 'en',
      });
      return reference;
    });
    return { reference, answerDays: await this.answerDays() };
  }

  /** One page of the inbox, newest first, and how many messages match. */
  async list(f: ContactFilters): Promise<{ items: ContactMessageItem[]; total: number }> {
    const where = this.where(f);
    const m = contactMessages;
    const [rows, total] = await Promise.all([
      this.db
        .select({
          id: m.id,
          reference: m.reference,
          name: m.name,
          email: m.email,
          subject: m.subject,
          status: m.status,
          createdAt: m.createdAt,
        })
        .from(m)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      countRows(this.db, m, where),
    ]);
    return { items: rows.map(itemOf), total };
  }

  /** The search (every word, or a reference, in the message's search text), status and days of India. */
  private where(f: ContactFilters): SQL | undefined {
    const words = (f.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    return and(
      ...words.map((w) => like(contactMessages.searchText, `%${likeEscape(w)}%`)),
      f.status ? eq(contactMessages.status, f.status) : undefined,
      f.from ? gte(contactMessages.createdAt, new Date(`${f.from}T00:00:00+05:30`)) : undefined,
      f.to ? lte(contactMessages.createdAt, new Date(`${f.to}T23:59:59.999+05:30`)) : undefined,
    );
  }

  /** Opens a message for staff: a new one becomes read (audited); 404 when there is none. */
  async open(id: number, actor: Actor): Promise<ContactMessage> {
    return transaction(this.db, async (tx) => {
      const [opened] = await tx
        .update(contactMessages)
        .set({ status: 'read', readAt: sql`now()` })
        .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
        .returning({ reference: contactMessages.reference });
      if (opened) {
        await recordAudit(tx, actor, {
          action: 'read',
          entity: 'contact-message',
          entityId: id,
          changes: { reference: opened.reference, status: ['new', 'read'] },
        });
      }
      return this.read(tx, id);
    });
  }

  /**
   * Staff record the reply note and the status (read or answered; answered needs a note): audited with the
   * status and the note as they were and became. 404 when there is no such message.
   */
  async update(id: number, input: Record<string, unknown>, actor: Actor): Promise<ContactMessage> {
    const status = textOf(input.status ?? '').trim();
    const replyNote = textOf(input.replyNote ?? '').trim();
    const errors: FieldErrors = {};
    if (status !== 'read' && status !== 'answered') errors.status = { key: 'contactStatus' };
    if (longerThan(replyNote, CONTACT_REPLY_NOTE_MAX)) errors.replyNote = { key: 'tooLong', params: { max: CONTACT_REPLY_NOTE_MAX } };
    else if (hasControlChars(replyNote) || hasBidiControls(replyNote)) errors.replyNote = { key: 'invalidInput' };
    else if (status === 'answered' && !replyNote) errors.replyNote = { key: 'contactReplyNoteRequired' };
    if (Object.keys(errors).length) throw validationError(errors);
    return transaction(this.db, async (tx) => {
      const [before] = await tx
        .select({ status: contactMessages.status, replyNote: contactMessages.replyNote, reference: contactMessages.reference })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for('update');
      if (!before) throw httpError(404, 'notFound');
      const answered = status === 'answered';
      const changed = before.status !== status || before.replyNote !== replyNote;
      if (changed) {
        const stillAnswered = answered && before.status === 'answered';
        await tx
          .update(contactMessages)
          .set({
            status,
            replyNote,
            readAt: sql`coalesce(${contactMessages.readAt}, now())`,
            // The answer's time and person: who marked it answered (a later note keeps them); none once not answered.
            answeredAt: answered ? (stillAnswered ? sql`${contactMessages.answeredAt}` : sql`now()`) : null,
            answeredBy: answered ? (stillAnswered ? sql`${contactMessages.answeredBy}` : actor.id) : null,
          })
          .where(eq(contactMessages.id, id));
        const changes: Record<string, unknown> = { reference: before.reference };
        if (before.status !== status) changes.status = [before.status, status];
        if (before.replyNote !== replyNote) changes.replyNote = [before.replyNote || null, replyNote || null];
        await recordAudit(tx, actor, { action: 'update', entity: 'contact-message', entityId: id, changes });
      }
      return this.read(tx, id);
    });
  }

  private async read(tx: Tx, id: number): Promise<ContactMessage> {
    const { message: r, answeredBy } = foundOr404(
      await tx
        .select({ message: contactMessages, answeredBy: users.email })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.answeredBy))
        .where(eq(contactMessages.id, id)),
    );
    return {
      ...itemOf(r),
      phone: r.phone,
      project: r.project,
      message: r.message,
      language: r.language === 'hi' ? 'hi' : 'en',
      replyNote: r.replyNote,
      readAt: r.readAt?.toISOString() ?? null,
      answeredAt: r.answeredAt?.toISOString() ?? null,
      answeredBy: answeredBy ?? null,
    };
  }
}

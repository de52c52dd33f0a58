import {
  fillNotice,
  NOTICE_SUBJECTS,
  settingText,
  STATUS_STYLE,
  type NoticeEvent,
  type NoticeValues,
  type SiteSettings,
} from '@nagar/contract';
import type { Tx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { NoticeConfig } from '../config.ts';
import { indiaClock } from '../lib/india-time.ts';

/** Who a notice goes to: the citizen (their mobile, an optional e-mail, their filing language) or a staff member. */
export type NoticeRecipient =
  { kind: 'citizen'; mobile: string; email: string; language: 'en' | 'hi' } | { kind: 'staff'; userId: number; email: string };

export interface NoticeInput {
  event: NoticeEvent;
  /** What happened, once: the history entry's id (each event of a complaint has its own). */
  occurrence: number;
  /** The complaint told of; null for a trade licence application's notice (then `subject` names it). */
  complaintId: number | null;
  /** What the idempotency key names (default `complaint-{complaintId}`; a licence application's: `tl-{id}`). */
  subject?: string;
  recipient: NoticeRecipient;
  /** The template's values; `status` as its English name (shown in the notice's language). */
  values: NoticeValues & { status?: string; dueAt?: Date };
}

/** A date as the council writes it, in India Standard Time: 28-11-2026. */
export function noticeDate(date: Date): string {
  const ist = indiaClock(date);
  const dd = String(ist.getUTCDate()).padStart(2, '0');
  const mm = String(ist.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${ist.getUTCFullYear()}`;
}

/** A mobile number or address as lists show it: 98xxxxxx21, ra…@example.in. */
export function maskRecipient(channel: 'email' | 'sms', to: string): string {
  if (channel === 'sms') return to.length > 4 ? `${to.slice(0, 2)}${'x'.repeat(to.length - 4)}${to.slice(-2)}` : 'xxxx';
  const [user = '', host = ''] = to.split('@');
  return `${user.slice(0, 2)}…@${host}`;
}

/**
 * Writes notices into the outbox, in the transaction of the change they tell of: committed together or not at all.
 * Only for the channels configured (none: nothing is written, nothing attempted). The key (occurrence, event,
 * channel, recipient) makes writing idempotent and is the idempotency key sent with the notice.
 */
export class Notifier {
  constructor(
    private readonly config: NoticeConfig,
    /** The portal's public address: the notices' links. */
    private readonly publicUrl: string,
    /**
     * The council's name in both languages and the templates (Admin › Settings), read on the writing transaction (on
     * the embedded database a read outside it would wait for it to end).
     */
    private readonly site: (tx: Tx) => Promise<Pick<SiteSettings, 'councilName' | 'councilNameHi' | 'notices'>>,
    /** Tells this process's worker that notices wait. */
    private readonly onWritten: () => void = () => {},
  ) {}

  /** Called by a service after the transaction that wrote notices has committed: the worker sends them now. */
  wake(): void {
    this.onWritten();
  }

  get channels(): { email: boolean; sms: boolean } {
    return { email: !!this.config.email, sms: !!this.config.sms };
  }

  /** The citizen's tracking link (the receipt's token opens it without the mobile). */
  trackLink(complaintNo: string, token: string): string {
    return `${this.publicUrl}/trackgrievance?no=${encodeURIComponent(complaintNo)}&t=${encodeURIComponent(token)}`;
  }

  /** The trade licence application's tracking page (the applicant gives the mobile there). */
  licenceTrackLink(applicationNo: string): string {
    return `${this.publicUrl}/tradelicense/track?no=${encodeURIComponent(applicationNo)}`;
  }

  staffLink(complaintId: number): string {
    return `${this.publicUrl}/admin/complaints/${complaintId}`;
  }

  async write(tx: Tx, inputs: NoticeInput[]): Promise<number> {
    const { email, sms } = this.channels;
    if (!inputs.length || (!email && !sms)) return 0;
    const site = await this.site(tx);
    const rows: Array<typeof outbox.$inferInsert> = [];
    for (const input of inputs) {
      const template = site.notices.templates[input.event];
      const texts = (language: 'en' | 'hi') => {
        const values: NoticeValues = {
          council: settingText(site, 'councilName', language),
          ...input.values,
          status: input.values.status ? (STATUS_STYLE[input.values.status]?.label[language] ?? input.values.status) : '',
          dueDate: input.values.dueAt ? noticeDate(input.values.dueAt) : (input.values.dueDate ?? ''),
        };
        return {
          subject: fillNotice(NOTICE_SUBJECTS[input.event][language], values),
          body: fillNotice(language === 'hi' ? template.textHi : template.text, values),
        };
      };
      const base = { event: input.event, complaintId: input.complaintId, templateId: template.templateId };
      const key = (channel: string, who: string) =>
        `${input.subject ?? `complaint-${input.complaintId}`}.${input.occurrence}.${input.event}.${channel}.${who}`;
      const r = input.recipient;
      if (r.kind === 'citizen') {
        const { subject, body } = texts(r.language);
        if (sms && r.mobile)
          rows.push({ ...base, key: key('sms', 'citizen'), channel: 'sms', recipient: r.mobile, language: r.language, subject, body });
        if (email && r.email)
          rows.push({ ...base, key: key('email', 'citizen'), channel: 'email', recipient: r.email, language: r.language, subject, body });
      } else if (email && r.email) {
        // Staff read both languages: the English text, then the Hindi.
        const en = texts('en');
        const hi = texts('hi');
        rows.push({
          ...base,
          key: key('email', `u${r.userId}`),
          channel: 'email',
          recipient: r.email,
          language: 'en',
          subject: `${en.subject} / ${hi.subject}`,
          body: `${en.body}\n\n${hi.body}`,
        });
      }
    }
    if (!rows.length) return 0;
    const written = await tx.insert(outbox).values(rows).onConflictDoNothing({ target: outbox.key }).returning({ id: outbox.id });
    return written.length;
  }
}

import nodemailer from 'nodemailer';
import type { NoticeConfig } from '../config.ts';

/** One notice as a transport sends it. `key` is its idempotency key, sent along so a receiver can drop a repeat. */
export interface Delivery {
  key: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  templateId: string;
  language: 'en' | 'hi';
}

export interface Transport {
  send(delivery: Delivery): Promise<void>;
  close(): void;
}

/** A sending that failed: its message is kept on the notice (never an address's secret). */
export class DeliveryError extends Error {}

/**
 * E-mail over SMTP (nodemailer): smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS from the
 * start. The idempotency key is the Message-ID (and X-Idempotency-Key), so a repeat after a crash mid-send is the
 * same message to the receiving server.
 */
export function emailTransport(config: NonNullable<NoticeConfig['email']>): Transport {
  const transport = nodemailer.createTransport(config.url, {
    from: config.from,
  });
  // Bounded waits: a server that stops answering fails this try (retried later) instead of holding the worker.
  Object.assign(transport.options, { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const domain = (/@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'nagar-portal.local').toLowerCase();
  return {
    async send(d) {
      try {
        await transport.sendMail({
          to: d.recipient,
          subject: d.subject,
          text: d.body,
          messageId: `<${d.key}@${domain}>`,
          headers: { 'X-Idempotency-Key': d.key, 'Content-Language': d.language },
        });
      } catch (err) {
        throw new DeliveryError(`e-mail: ${describe(err)}`);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * SMS through an HTTP gateway. By default a JSON POST { to, text, senderId, templateId, reference }; SMS_GATEWAY_BODY
 * gives another body with the same {names} (JSON-escaped when the body is JSON, else form-encoded), and a GET sends
 * them in the query. Any answer but 2xx is a failure. `reference` is the idempotency key.
 */
export function smsTransport(config: NonNullable<NoticeConfig['sms']>): Transport {
  return {
    async send(d) {
      const values: Record<string, string> = {
        to: d.recipient,
        text: d.body,
        senderId: config.senderId,
        templateId: d.templateId,
        reference: d.key,
      };
      const headers: Record<string, string> = { ...config.headers };
      const url = new URL(config.url);
      let body: string | undefined;
      if (config.method === 'GET') {
        for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
      } else if (config.body) {
        const json = /^\s*[[{]/.test(config.body);
        const escape = json ? (v: string) => JSON.stringify(v).slice(1, -1) : encodeURIComponent;
        body = config.body.replace(/\{(to|text|senderId|templateId|reference)\}/g, (_m, name: string) => escape(values[name] ?? ''));
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
          headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
      } else {
        body = JSON.stringify(values);
        headers['content-type'] = 'application/json';
      }
      headers['idempotency-key'] = d.key;
      let res: Response;
      try {
        res = await fetch(url, { method: config.method, headers, body, signal: AbortSignal.timeout(20_000), redirect: 'error' });
      } catch (err) {
        throw new DeliveryError(`SMS gateway: ${describe(err)}`);
      }
      // The answer is read (and dropped) so the connection is free again; at most its first words are kept.
      const answer = (await res.text().catch(() => '')).slice(0, 200);
      if (!res.ok) throw new DeliveryError(`SMS gateway answered ${res.status}${answer ? `: ${answer}` : ''}`);
    },
    close: () => {},
  };
}

/** An error's own words, without any address (which could hold a password). */
function describe(err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const text = [e.code, e.cause?.code, e.message].filter(Boolean).join(' ');
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '(address)').slice(0, 300) || 'failed';
}

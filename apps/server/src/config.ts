import path from 'node:path';
import net from 'node:net';
import { z } from 'zod';
import {
  DEFAULT_CAPTIONS_MAX_BYTES,
  DEFAULT_DOCUMENT_MAX_BYTES,
  DEFAULT_IMAGE_MAX_BYTES,
  DEFAULT_VIDEO_MAX_BYTES,
  SESSION_MAX_HOURS_DEFAULT,
  formatMessage,
} from '@nagar/contract';
import { isCommonPassword, newPasswordProblem, ownWords } from './auth/passwords.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const isAddressOrCidr = (value: string) => {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies to believe about the client's address: false (none, the default), a hop count (1: the one
 * nginx in front), or the proxies' addresses/CIDRs. 'true' is refused: it would believe the leftmost
 * X-Forwarded-For address, which the client writes itself, and every per-address limit would be bypassed.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const v = (raw ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(v)) return false;
    if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
    if (['true', 'yes', 'on'].includes(v)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would believe any X-Forwarded-For a client sends; give the number of proxies in front (1 for one nginx) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!list.length || !list.every(isAddressOrCidr)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxies (1-10), or a comma-separated list of proxy addresses or CIDRs',
      });
      return z.NEVER;
    }
    return list;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(5),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(SESSION_MAX_HOURS_DEFAULT),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine((p) => p.trim().length >= 10, 'must have at least 10 characters (spaces at either end do not count)')
    .refine((p) => !isCommonPassword(p), 'is one of the most common passwords; choose another')
    .optional(),
  DEMO_CONTENT: bool(true),
  IMAGE_MAX_MB: z.coerce.number().positive().max(100).optional(),
  DOCUMENT_MAX_MB: z.coerce.number().positive().max(200).optional(),
  VIDEO_MAX_MB: z.coerce.number().positive().max(500).optional(),
  CAPTIONS_MAX_KB: z.coerce.number().positive().max(10_240).optional(),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((raw, ctx): string | undefined => {
      const v = (raw ?? '').trim();
      if (!v) return undefined;
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        url = new URL('invalid:');
      }
      if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password || url.search || url.hash) {
        ctx.addIssue({ code: 'custom', message: "must be the portal's public address, e.g. https://nagarparishad.example.gov.in" });
        return z.NEVER;
      }
      // An origin plus an optional path prefix, without the trailing slash: links are publicUrl + '/path'.
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    }),
  ADMIN_2FA: z.enum(['required', 'optional']).default('required'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://user:password@host:587 or smtps://user:password@host:465')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  SMS_GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be the gateway's http:// or https:// address")
    .optional(),
  SMS_SENDER_ID: z.string().max(20).default(''),
  SMS_GATEWAY_METHOD: z.enum(['POST', 'PUT', 'GET']).default('POST'),
  SMS_GATEWAY_HEADERS: z
    .string()
    .optional()
    .transform((raw, ctx): Record<string, string> => {
      if (!raw?.trim()) return {};
      try {
        const value: unknown = JSON.parse(raw);
        if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string'))
          return value as Record<string, string>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of header names to texts, e.g. {"Authorization":"Bearer …"}' });
      return z.NEVER;
    }),
  SMS_GATEWAY_BODY: z.string().max(4000).optional(),
  NOTICE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  NOTICE_RETRY_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  NOTICE_POLL_SECONDS: z.coerce.number().min(0.05).max(600).default(5),
  NOTICE_LEASE_SECONDS: z.coerce.number().min(0.5).max(3600).default(120),
  NOTICE_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  ESCALATION_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(86_400).default(300),
});

export interface Config {
  mode: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded database in dataDir. 'memory://' is an in-memory embedded database (tests). */
  databaseUrl?: string;
  sessionTtlMinutes: number;
  /** Absolute session lifetime in hours: refreshing never extends a session past its sign-in + this. */
  sessionMaxHours: number;
  admin?: { email: string; password: string };
  demoContent: boolean;
  imageMaxBytes: number;
  documentMaxBytes: number;
  /** Uploaded MP4 videos and their WebVTT captions (the video gallery). */
  videoMaxBytes: number;
  captionsMaxBytes: number;
  /** false, a hop count, or the proxies' addresses/CIDRs (never true: see TRUST_PROXY). */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Log lines: 'pretty' one-liners for a person, 'json' for machines; 'auto' is pretty on a terminal only. */
  logFormat: 'auto' | 'json' | 'pretty';
  /**
   * How long a process may serve a cached public read that another process's write made stale.
   * 0 with the embedded database (one process, every write invalidates); a few seconds on PostgreSQL.
   */
  publicCacheSeconds: number;
  /** Where the built web app lives (apps/web/build). */
  webBuildDir: string;
  /**
   * The portal's public address (PUBLIC_URL, no trailing slash): every absolute link (receipts, QR codes, feeds,
   * sitemap, e-mails, certificates) is built from it, never from a request's Host header. Unset: the local
   * address (http://localhost:PORT), with a warning at start in production.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was given (false: publicUrl is the local fallback). */
  publicUrlSet: boolean;
  /** Staff two-factor sign-in: 'required' for admins (the default) or 'optional' for everyone (ADMIN_2FA). */
  admin2fa: 'required' | 'optional';
  /** How notices are delivered (issue 28); a channel left unset sends nothing and writes no notice. */
  notices: NoticeConfig;
}

/** The notice channels and the delivery worker's pace. Secrets (SMTP_URL's password, the gateway's headers) stay here. */
export interface NoticeConfig {
  /** SMTP_URL and MAIL_FROM; null: no e-mail. */
  email: { url: string; from: string } | null;
  /**
   * SMS_GATEWAY_URL; null: no SMS. `body`: a template of the request's body with {to}, {text}, {senderId},
   * {templateId} and {reference} (JSON-escaped in a JSON body); unset: JSON { to, text, senderId, templateId, reference }.
   * With GET the values go in the address's query instead.
   */
  sms: { url: string; method: 'POST' | 'PUT' | 'GET'; headers: Record<string, string>; body?: string; senderId: string } | null;
  maxAttempts: number;
  /** The first retry's delay; each further one doubles it (capped at a day). */
  retrySeconds: number;
  /** How often the worker looks for due notices (it is also woken by every write in this process). */
  pollSeconds: number;
  /**
   * How long a worker holds a notice it is sending: no other process takes it meanwhile. A worker killed mid-send
   * leaves it to be sent again once this has passed (longer than any sending may take).
   */
  leaseSeconds: number;
  /** How often overdue complaints are escalated (and sent notices past keepDays removed). */
  escalationSeconds: number;
  /** The first escalation after a start: soon (at most ten seconds), so that a restart does not put it off a whole interval. */
  escalationFirstSeconds: number;
  /** Sent notices (with the mobile numbers, addresses and tracking links they hold) are removed this many days after sending. */
  keepDays: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  // The council's and the site's own words (and the e-mail's, and PUBLIC_URL's host) are no password either.
  if (
    e.ADMIN_EMAIL &&
    e.ADMIN_PASSWORD &&
    newPasswordProblem(e.ADMIN_PASSWORD, ownWords(e.ADMIN_EMAIL, e.PUBLIC_URL)) === 'passwordSiteWords'
  ) {
    throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${formatMessage('passwordSiteWords')}`);
  }
  return {
    mode: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoContent: e.DEMO_CONTENT,
    imageMaxBytes: e.IMAGE_MAX_MB ? Math.round(e.IMAGE_MAX_MB * 1024 * 1024) : DEFAULT_IMAGE_MAX_BYTES,
    documentMaxBytes: e.DOCUMENT_MAX_MB ? Math.round(e.DOCUMENT_MAX_MB * 1024 * 1024) : DEFAULT_DOCUMENT_MAX_BYTES,
    videoMaxBytes: e.VIDEO_MAX_MB ? Math.round(e.VIDEO_MAX_MB * 1024 * 1024) : DEFAULT_VIDEO_MAX_BYTES,
    captionsMaxBytes: e.CAPTIONS_MAX_KB ? Math.round(e.CAPTIONS_MAX_KB * 1024) : DEFAULT_CAPTIONS_MAX_BYTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS ?? (e.DATABASE_URL ? 2 : 0),
    webBuildDir: path.resolve(import.meta.dirname, '../../web/build'),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    admin2fa: e.ADMIN_2FA,
    notices: {
      email: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? `Nagar Portal <no-reply@${mailHost(e.PUBLIC_URL)}>` } : null,
      sms: e.SMS_GATEWAY_URL
        ? {
            url: e.SMS_GATEWAY_URL,
            method: e.SMS_GATEWAY_METHOD,
            headers: e.SMS_GATEWAY_HEADERS,
            body: e.SMS_GATEWAY_BODY,
            senderId: e.SMS_SENDER_ID,
          }
        : null,
      maxAttempts: e.NOTICE_MAX_ATTEMPTS,
      retrySeconds: e.NOTICE_RETRY_SECONDS,
      pollSeconds: e.NOTICE_POLL_SECONDS,
      leaseSeconds: e.NOTICE_LEASE_SECONDS,
      escalationSeconds: e.ESCALATION_INTERVAL_SECONDS,
      escalationFirstSeconds: Math.min(e.ESCALATION_INTERVAL_SECONDS, 10),
      keepDays: e.NOTICE_KEEP_DAYS,
    },
  };
}

/** The host a default sender address uses: PUBLIC_URL's, else localhost. */
function mailHost(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

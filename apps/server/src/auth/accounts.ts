import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  LOGIN_DELAY_BASE_SECONDS,
  LOGIN_DELAY_CAP_SECONDS,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_MAX_FAILURES_PER_PAIR,
  LOGIN_PAIR_MEMORY_HOURS,
  LOGIN_WINDOW_MINUTES,
  PASSWORD_CHECK_MAX_FAILURES,
  PASSWORD_MIN,
  SESSION_MAX_HOURS_DEFAULT,
  formatMessage,
  hasControlChars,
  type Role,
} from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { toNumber } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { HttpError, httpError } from '../lib/errors.ts';
import { dummyHash, hashPassword, newPasswordProblem, verifyPassword } from './passwords.ts';
import { Limiter, type Limit } from './limiter.ts';
import { recordAudit } from '../audit/audit.ts';
import { transaction } from '../db/retry.ts';
import { actorOf } from './actor.ts';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  sessionId: number;
  expiresAt: Date;
}

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const normaliseEmail = (email: string) => email.trim().toLowerCase();

const LOGIN_IP_LIMIT: Limit = { max: LOGIN_MAX_FAILURES_PER_IP, windowSeconds: LOGIN_WINDOW_MINUTES * 60 };
const GROWING_DELAY = { baseSeconds: LOGIN_DELAY_BASE_SECONDS, capSeconds: LOGIN_DELAY_CAP_SECONDS };
const LOGIN_PAIR_LIMIT: Limit = { max: LOGIN_MAX_FAILURES_PER_PAIR, windowSeconds: LOGIN_PAIR_MEMORY_HOURS * 3600, delay: GROWING_DELAY };
const PASSWORD_CHECK_LIMIT: Limit = {
  max: PASSWORD_CHECK_MAX_FAILURES,
  windowSeconds: LOGIN_PAIR_MEMORY_HOURS * 3600,
  delay: GROWING_DELAY,
};

export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly ttlMinutes: number,
    /** Absolute session lifetime: "stay signed in" never extends a session past its start + this. */
    private readonly maxHours: number = SESSION_MAX_HOURS_DEFAULT,
  ) {
    this.limiter = new Limiter(db);
  }

  private readonly limiter: Limiter;

  /** A new session's expiry: the idle lifetime, but never past the absolute one. */
  private expiry() {
    return new Date(Date.now() + Math.min(this.ttlMinutes * 60_000, this.maxHours * 3600_000));
  }

  async login(emailInput: string, password: string, ip: string) {
    // No address holds a control character, and PostgreSQL refuses a NUL: refused before any query.
    if (hasControlChars(emailInput)) throw httpError(400, 'controlChars');
    const email = normaliseEmail(emailInput);
    const pair = `${email} ${ip}`;
    // The attempt is reserved before the password is verified (one statement per counter): however many
    // guesses arrive at once, no more than the limits allow are ever verified.
    await this.limiter.take('login-ip', ip, LOGIN_IP_LIMIT, 'tooManyAttempts');
    await this.limiter.take('login-pair', pair, LOGIN_PAIR_LIMIT, 'tooManyAttempts');
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const ok = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await dummyHash, password), false);
    if (!user || !ok || user.disabledAt) {
      // The address tried is kept (bounded), never the password. A disabled account is named only to
      // someone who knows its password.
      const tried = { id: null, email: email.slice(0, 254), role: '', ip };
      await recordAudit(this.db, tried, { action: 'sign-in-failed', entity: 'session', changes: user && ok ? { reason: 'disabled' } : {} });
      throw user && ok ? httpError(403, 'accountDisabled') : httpError(401, 'invalidLogin');
    }
    // Success: the pair's failures are forgotten, and this attempt does not count against the address.
    await this.limiter.clear('login-pair', pair);
    await this.limiter.release('login-ip', ip);
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = this.expiry();
    const now = new Date();
    await transaction(this.db, async (tx) => {
      await tx.insert(sessions).values({ tokenHash: sha256(token), userId: user.id, expiresAt });
      await tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
      await recordAudit(tx, actorOf(user, ip), { action: 'sign-in', entity: 'session', entityId: user.id });
    });
    // Expired sessions and old counters are swept on sign-in, so the tables never grow without bound.
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    await this.limiter.sweep();
    return { token, role: user.role, expiresAt: expiresAt.toISOString() };
  }

  async authenticate(token: string): Promise<SessionUser | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), isNull(users.disabledAt)));
    return row ?? null;
  }

  /** Extends a live session by the full idle lifetime ("stay signed in"), never past its absolute end. */
  async refresh(sessionId: number): Promise<Date> {
    const maxSeconds = sql.raw(String(Math.trunc(this.maxHours * 3600)));
    const [row] = await this.db
      .update(sessions)
      .set({
        expiresAt: sql`least(${this.expiry().toISOString()}::timestamptz, ${sessions.createdAt} + ${maxSeconds} * interval '1 second')`,
      })
      .where(eq(sessions.id, sessionId))
      .returning({ expiresAt: sessions.expiresAt });
    if (!row) throw httpError(401, 'notSignedIn');
    return row.expiresAt;
  }

  async logout(user: SessionUser, ip = '') {
    await transaction(this.db, async (tx) => {
      await tx.delete(sessions).where(eq(sessions.id, user.sessionId));
      await recordAudit(tx, actorOf(user, ip), { action: 'sign-out', entity: 'session', entityId: user.id });
    });
  }

  async changePassword(user: SessionUser, currentPassword: string, newPassword: string) {
    const problem = newPasswordProblem(newPassword);
    if (problem) {
      const msg = formatMessage(problem, { min: PASSWORD_MIN });
      throw new HttpError(400, msg, { newPassword: msg });
    }
    // Reserved before the check, as at sign-in: a stolen session cannot be used to guess the password fast.
    const key = String(user.id);
    await this.limiter.take('password-check', key, PASSWORD_CHECK_LIMIT, 'passwordTooManyAttempts');
    const [row] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
      throw new HttpError(400, formatMessage('passwordWrong'), { currentPassword: formatMessage('passwordWrong') });
    }
    await this.limiter.clear('password-check', key);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      // Other sessions of this account end; this one goes on.
      await tx.delete(sessions).where(and(eq(sessions.userId, user.id), sql`${sessions.id} <> ${user.sessionId}`));
    });
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)` }).from(users);
    return toNumber(row?.n);
  }

  /** Creates the account, or resets its password, name and role; ends its sessions on reset. */
  async upsert(input: { email: string; password: string; name?: string; role: Role }) {
    const email = normaliseEmail(input.email);
    const problem = newPasswordProblem(input.password);
    if (problem) {
      const msg = formatMessage(problem, { min: PASSWORD_MIN });
      throw new HttpError(400, msg, { password: msg });
    }
    const passwordHash = await hashPassword(input.password);
    const name = input.name ?? email.split('@')[0]!;
    const [existing] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await this.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, name, role: input.role, updatedAt: new Date() }).where(eq(users.id, existing.id));
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      });
      return { id: existing.id, created: false };
    }
    const [row] = await this.db.insert(users).values({ email, name, role: input.role, passwordHash }).returning({ id: users.id });
    return { id: row!.id, created: true };
  }
}

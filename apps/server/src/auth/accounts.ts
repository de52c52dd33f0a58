import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  LOGIN_DELAY_BASE_SECONDS,
  LOGIN_ACCOUNT_DELAY_CAP_SECONDS,
  LOGIN_DELAY_CAP_SECONDS,
  LOGIN_KNOWN_ADDRESS_DAYS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
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
import type { Db, Tx } from '../db/client.ts';
import { toNumber } from '../db/client.ts';
import { auditLog, recoveryCodes, sessions, users } from '../db/schema.ts';
import { HttpError, httpError } from '../lib/errors.ts';
import { dummyHash, hashPassword, newPasswordProblem, passwordWords, verifyPassword } from './passwords.ts';
import { KeptReads } from '../db/kept-reads.ts';
import { Limiter, type Limit } from './limiter.ts';
import { recordAudit } from '../audit/audit.ts';
import { transaction } from '../db/retry.ts';
import { actorOf } from './actor.ts';
import type { Actor } from '../audit/audit.ts';
import { RECOVERY_CODE_COUNT, looksLikeRecoveryCode, newRecoveryCode, newTotpSecret, recoveryCodeHash, totpStep } from './two-factor.ts';

/** How long a generated (one-time) password signs in, if it is not used first. */
export const ONE_TIME_PASSWORD_HOURS = 72;

/**
 * What a restricted session must do before anything else: choose its own password (it signed in with a one-time
 * one), or set up two-factor sign-in (an admin while ADMIN_2FA=required). It reaches only routes marked
 * `allowRestricted` (me, sign-out, the password change, the two-factor set-up).
 */
export type Restriction = 'password' | 'enrol' | null;

/** A refusal that asks for the second factor: the API answers `{ twoFactorRequired: true, message }`. */
export class TwoFactorRequired extends HttpError {
  readonly twoFactorRequired = true;
}

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  sessionId: number;
  expiresAt: Date;
  /** Two-factor sign-in is on for the account. */
  twoFactor: boolean;
  mustEnrol: boolean;
  mustChangePassword: boolean;
}

/** The signed-in person as `GET /api/Account/me` and the pages' load context show them (no session id). */
export function sessionView(u: SessionUser) {
  const { id, email, name, role, twoFactor, mustEnrol, mustChangePassword } = u;
  return { id, email, name, role, expiresAt: u.expiresAt.toISOString(), twoFactor, mustEnrol, mustChangePassword };
}

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const normaliseEmail = (email: string) => email.trim().toLowerCase();

const LOGIN_IP_LIMIT: Limit = { max: LOGIN_MAX_FAILURES_PER_IP, windowSeconds: LOGIN_WINDOW_MINUTES * 60 };
const GROWING_DELAY = { baseSeconds: LOGIN_DELAY_BASE_SECONDS, capSeconds: LOGIN_DELAY_CAP_SECONDS };
const LOGIN_PAIR_LIMIT: Limit = { max: LOGIN_MAX_FAILURES_PER_PAIR, windowSeconds: LOGIN_PAIR_MEMORY_HOURS * 3600, delay: GROWING_DELAY };
/** Second-factor codes tried against one account from every address (after the right password). */
const LOGIN_CODE_LIMIT: Limit = { max: LOGIN_MAX_FAILURES_PER_PAIR, windowSeconds: LOGIN_PAIR_MEMORY_HOURS * 3600, delay: GROWING_DELAY };
/**
 * Per account across every address, for addresses that have not signed in to it before (knownAddress): growing
 * delays after LOGIN_MAX_FAILURES_PER_ACCOUNT failures, so that guesses spread over many addresses are slowed
 * too. A delay (at most LOGIN_ACCOUNT_DELAY_CAP_SECONDS), never a lock.
 */
const LOGIN_ACCOUNT_LIMIT: Limit = {
  max: LOGIN_MAX_FAILURES_PER_ACCOUNT,
  windowSeconds: LOGIN_PAIR_MEMORY_HOURS * 3600,
  delay: { baseSeconds: LOGIN_DELAY_BASE_SECONDS, capSeconds: LOGIN_ACCOUNT_DELAY_CAP_SECONDS },
};
/** What a failed sign-in's audit row keeps of the typed address: bounded, without control or format characters. */
const attemptedEmail = (email: string) => email.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 254);
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
    /** ADMIN_2FA: 'required' sends an admin without a second factor to the enrolment. */
    private readonly admin2fa: 'required' | 'optional' = 'required',
    /** PUBLIC_URL: its host's words are no password (passwordWords). */
    private readonly publicUrl = '',
    /** The embedded database's Database.writeCount: sessions read are kept while it stays the same (see `kept`). */
    private readonly writeCount?: () => number,
  ) {
    this.limiter = new Limiter(db);
    this.kept = new KeptReads(writeCount);
  }

  /**
   * Sessions read on the embedded database, by token hash, kept until the next write (db/kept-reads.ts): every
   * sign-out, disabling, role or password change and refresh is a write and ends them all; the expiry is checked on
   * every use. The session's read was a fifth of a staff list's database time (issue 31). Unknown tokens are not kept.
   */
  private readonly kept: KeptReads<SessionUser | null>;

  private readonly limiter: Limiter;

  /** The clock of the one-time passwords' expiry and of the codes (tests set it). */
  now: () => Date = () => new Date();

  /** What a session of this account must do first (see Restriction). */
  restriction(u: { role: string; totpEnabledAt: Date | null; mustChangePassword: boolean }): Restriction {
    if (u.mustChangePassword) return 'password';
    if (u.role === 'admin' && this.admin2fa === 'required' && !u.totpEnabledAt) return 'enrol';
    return null;
  }

  /** A new session's expiry: the idle lifetime, but never past the absolute one. */
  private expiry() {
    return new Date(Date.now() + Math.min(this.ttlMinutes * 60_000, this.maxHours * 3600_000));
  }

  async login(emailInput: string, password: string, ip: string, code?: string) {
    // No address holds a control character, and PostgreSQL refuses a NUL: refused before any query.
    if (hasControlChars(emailInput)) throw httpError(400, 'controlChars');
    const email = normaliseEmail(emailInput);
    const pair = `${email} ${ip}`;
    // The attempt is reserved before the password is verified (one statement per counter): however many
    // guesses arrive at once, no more than the limits allow are ever verified.
    await this.limiter.take('login-ip', ip, LOGIN_IP_LIMIT, 'tooManyAttempts');
    await this.limiter.take('login-pair', pair, LOGIN_PAIR_LIMIT, 'tooManyAttempts');
    // Per account from every address but those it signed in from before (known or not, the same statements run).
    const known = await this.knownAddress(email, ip);
    if (!known) await this.limiter.take('login-account', email, LOGIN_ACCOUNT_LIMIT, 'tooManyAttempts');
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const ok = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await dummyHash, password), false);
    // The right password is no guess: it does not count against the account (whatever a second step says).
    if (ok && !known) await this.limiter.release('login-account', email);
    if (!user || !ok || user.disabledAt) {
      // The address typed is no actor: it is kept apart (bounded, no control characters), never the password;
      // the row names the account (record id) when there is one. A disabled account is named only to someone
      // who knows its password.
      await recordAudit(
        this.db,
        { id: null, email: '', role: '', ip },
        {
          action: 'sign-in-failed',
          entity: 'session',
          entityId: user?.id,
          changes: { attemptedEmail: attemptedEmail(email), ...(user && ok ? { reason: 'disabled' } : {}) },
        },
      );
      throw user && ok ? httpError(403, 'accountDisabled') : httpError(401, 'invalidLogin');
    }
    // A one-time password signs in once, and only before it expires (checked once the password is known right).
    const now = this.now();
    if (user.mustChangePassword && !(user.passwordExpiresAt && user.passwordExpiresAt > now)) {
      await recordAudit(this.db, actorOf(user, ip), {
        action: 'sign-in-failed',
        entity: 'session',
        changes: { reason: 'one-time-password-used' },
      });
      throw oneTimePasswordUsed();
    }
    // The second factor: its code is throttled with the password (the pair's attempt stays counted until success).
    let factor: 'totp' | 'recovery' | null = null;
    if (user.totpEnabledAt && user.totpSecret) {
      const typed = (code ?? '').trim();
      if (!typed) {
        // Not a failure: the password was right and no code was guessed. The attempts are given back.
        await this.limiter.release('login-pair', pair);
        await this.limiter.release('login-ip', ip);
        throw new TwoFactorRequired(401, formatMessage('twoFactorRequired'));
      }
      // Codes tried against the account from any address count too (growing delays): knowing the password does
      // not let a spread of addresses guess the six digits fast.
      await this.limiter.take('login-code', String(user.id), LOGIN_CODE_LIMIT, 'tooManyAttempts');
      factor = await this.secondFactor(user.id, user.totpSecret, typed, now);
      if (!factor) {
        await recordAudit(this.db, actorOf(user, ip), {
          action: 'sign-in-failed',
          entity: 'session',
          changes: { reason: 'second-factor' },
        });
        // A wrong code is a guess: it counts against the account again (its right password was given back above).
        if (!known) await this.limiter.hit('login-account', email, LOGIN_ACCOUNT_LIMIT);
        throw new TwoFactorRequired(401, formatMessage('twoFactorWrong'));
      }
    }
    if (user.mustChangePassword) {
      // Used up now (one statement: of two sign-ins at once with it, one wins); the session it opens may only change it.
      const [used] = await this.db
        .update(users)
        .set({ passwordExpiresAt: now })
        .where(and(eq(users.id, user.id), gt(users.passwordExpiresAt, now)))
        .returning({ id: users.id });
      if (!used) throw oneTimePasswordUsed();
    }
    // Success: the pair's failures are forgotten, and this attempt does not count against the address.
    await this.limiter.clear('login-pair', pair);
    if (factor) await this.limiter.clear('login-code', String(user.id));
    await this.limiter.release('login-ip', ip);
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = this.expiry();
    await transaction(this.db, async (tx) => {
      await tx.insert(sessions).values({ tokenHash: sha256(token), userId: user.id, expiresAt });
      await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
      await recordAudit(tx, actorOf(user, ip), {
        action: 'sign-in',
        entity: 'session',
        entityId: user.id,
        changes: { ...(factor ? { secondFactor: factor } : {}), ...(user.mustChangePassword ? { oneTimePassword: true } : {}) },
      });
    });
    // Expired sessions and old counters are swept on sign-in, so the tables never grow without bound.
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    await this.limiter.sweep();
    const restriction = this.restriction(user);
    return {
      token,
      role: user.role,
      expiresAt: expiresAt.toISOString(),
      twoFactor: !!user.totpEnabledAt,
      mustEnrol: restriction === 'enrol',
      mustChangePassword: restriction === 'password',
    };
  }

  /**
   * Checks a second factor and uses it up in the same statement: an authenticator code of a step later than the
   * last one accepted (a code seen once, or an earlier one, is refused), or an unused recovery code.
   */
  private async secondFactor(userId: number, secret: string, typed: string, now: Date): Promise<'totp' | 'recovery' | null> {
    if (looksLikeRecoveryCode(typed)) {
      const [row] = await this.db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryCodeHash(typed)), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return row ? 'recovery' : null;
    }
    const step = totpStep(secret, typed.replace(/\s/g, ''), now.getTime());
    if (step === null) return null;
    const [row] = await this.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return row ? 'totp' : null;
  }

  /**
   * Whether the account of this address (e-mail) signed in from this client address in the last
   * LOGIN_KNOWN_ADDRESS_DAYS (its audit trail's sign-in rows, which are never deleted): such an address is not
   * held by the per-account delay, so the owner at a usual place signs in during a distributed attack.
   */
  private async knownAddress(email: string, ip: string): Promise<boolean> {
    const days = sql.raw(String(LOGIN_KNOWN_ADDRESS_DAYS));
    const [row] = await this.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(
        and(
          eq(users.email, email),
          eq(auditLog.action, 'sign-in'),
          eq(auditLog.ip, ip),
          sql`${auditLog.at} > now() - ${days} * interval '1 day'`,
        ),
      )
      .limit(1);
    return !!row;
  }

  async authenticate(token: string): Promise<SessionUser | null> {
    const tokenHash = sha256(token);
    const user = await this.kept.get(
      tokenHash,
      () => this.readSession(tokenHash),
      (kept) => kept !== null && kept.expiresAt.getTime() > Date.now(),
    );
    // A copy: a request may change what it got; the kept one stays as read.
    return user && { ...user };
  }

  private async readSession(tokenHash: string): Promise<SessionUser | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        totpEnabledAt: users.totpEnabledAt,
        mustChangePassword: users.mustChangePassword,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), isNull(users.disabledAt)));
    if (!row) return null;
    const restriction = this.restriction(row);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      sessionId: row.sessionId,
      expiresAt: row.expiresAt,
      twoFactor: !!row.totpEnabledAt,
      mustEnrol: restriction === 'enrol',
      mustChangePassword: restriction === 'password',
    };
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
    const problem = newPasswordProblem(newPassword, await passwordWords(this.db, user.email, this.publicUrl));
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
      // One's own password: no longer a one-time one.
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false, passwordExpiresAt: null, updatedAt: new Date() })
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
  async upsert(input: { email: string; password: string; name?: string; role: Role; oneTime?: boolean }) {
    const email = normaliseEmail(input.email);
    const problem = newPasswordProblem(input.password, await passwordWords(this.db, email, this.publicUrl));
    if (problem) {
      const msg = formatMessage(problem, { min: PASSWORD_MIN });
      throw new HttpError(400, msg, { password: msg });
    }
    const passwordHash = await hashPassword(input.password);
    const name = input.name ?? email.split('@')[0]!;
    const oneTime = {
      mustChangePassword: !!input.oneTime,
      passwordExpiresAt: input.oneTime ? new Date(Date.now() + ONE_TIME_PASSWORD_HOURS * 3600_000) : null,
    };
    const [existing] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await this.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, name, role: input.role, ...oneTime, updatedAt: new Date() })
          .where(eq(users.id, existing.id));
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      });
      return { id: existing.id, created: false };
    }
    const [row] = await this.db
      .insert(users)
      .values({ email, name, role: input.role, passwordHash, ...oneTime })
      .returning({ id: users.id });
    return { id: row!.id, created: true };
  }

  /**
   * Starts the set-up of two-factor sign-in: a new secret, pending until a code confirms it (a set-up already
   * pending answers its own secret again). Once confirmed, the secret is never answered again.
   */
  async setupTwoFactor(user: SessionUser): Promise<string> {
    const [row] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw httpError(401, 'notSignedIn');
    if (row.totpEnabledAt) throw httpError(409, 'twoFactorAlreadyOn');
    if (row.totpSecret) return row.totpSecret;
    const secret = newTotpSecret();
    const [set] = await this.db
      .update(users)
      .set({ totpSecret: secret })
      .where(and(eq(users.id, user.id), isNull(users.totpSecret), isNull(users.totpEnabledAt)))
      .returning({ secret: users.totpSecret });
    if (set?.secret) return set.secret;
    // Another request started it at the same moment: its secret is the pending one.
    return this.setupTwoFactor(user);
  }

  /** Confirms the pending set-up with a code of the app: two-factor sign-in is on; ten recovery codes, shown once. */
  async confirmTwoFactor(user: SessionUser, code: string, ip = ''): Promise<string[]> {
    const key = String(user.id);
    await this.limiter.take('two-factor-check', key, PASSWORD_CHECK_LIMIT, 'tooManyAttempts');
    const [row] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw httpError(401, 'notSignedIn');
    if (row.totpEnabledAt) throw httpError(409, 'twoFactorAlreadyOn');
    if (!row.totpSecret) throw httpError(409, 'twoFactorNotPending');
    const step = totpStep(row.totpSecret, code.replace(/\s/g, ''), this.now().getTime());
    if (step === null) throw codeWrong();
    await this.limiter.clear('two-factor-check', key);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await transaction(this.db, async (tx) => {
      const [on] = await tx
        .update(users)
        .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
        .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt), eq(users.totpSecret, row.totpSecret!)))
        .returning({ id: users.id });
      if (!on) throw httpError(409, 'twoFactorAlreadyOn');
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: recoveryCodeHash(c) })));
      await recordAudit(tx, actorOf(user, ip), { action: 'two-factor-on', entity: 'user', entityId: user.id });
    });
    return codes;
  }

  /** Turns one's own two-factor sign-in off, with the password and a code (never for an admin while it is required). */
  async disableTwoFactor(user: SessionUser, password: string, code: string, ip = ''): Promise<void> {
    if (user.role === 'admin' && this.admin2fa === 'required') throw httpError(403, 'twoFactorKeepForAdmins');
    const key = String(user.id);
    await this.limiter.take('password-check', key, PASSWORD_CHECK_LIMIT, 'passwordTooManyAttempts');
    const [row] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.passwordHash, password))) {
      throw new HttpError(400, formatMessage('passwordWrong'), { password: formatMessage('passwordWrong') });
    }
    if (!row.totpEnabledAt || !row.totpSecret) throw httpError(409, 'twoFactorNotOn');
    if (!(await this.secondFactor(user.id, row.totpSecret, code.trim(), this.now()))) throw codeWrong();
    await this.limiter.clear('password-check', key);
    await transaction(this.db, async (tx) => {
      await clearTwoFactor(tx, user.id);
      await recordAudit(tx, actorOf(user, ip), { action: 'two-factor-off', entity: 'user', entityId: user.id });
    });
  }

  /**
   * An admin (or the shell) resets another account's second factor: it is off, its recovery codes are gone and
   * its sessions end (an admin enrols again at the next sign-in). Audited.
   */
  async resetTwoFactor(actor: Actor, id: number): Promise<void> {
    if (actor.id !== null && actor.id === id) throw httpError(403, 'ownAccountUseProfile');
    await transaction(this.db, async (tx) => {
      const [row] = await tx.select({ id: users.id, on: users.totpEnabledAt }).from(users).where(eq(users.id, id));
      if (!row) throw httpError(404, 'userNotFound');
      await clearTwoFactor(tx, id);
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await recordAudit(tx, actor, { action: 'two-factor-reset', entity: 'user', entityId: id, changes: { twoFactor: [!!row.on, false] } });
    });
  }

  /** An account's id by its address (the shell's reset). */
  async idOf(email: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normaliseEmail(email)));
    return row?.id ?? null;
  }
}

async function clearTwoFactor(tx: Db | Tx, id: number) {
  await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() }).where(eq(users.id, id));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
}

function oneTimePasswordUsed(): HttpError {
  const error = httpError(401, 'oneTimePasswordUsed');
  error.messageKey = { key: 'oneTimePasswordUsed' };
  return error;
}

function codeWrong(): HttpError {
  const message = formatMessage('twoFactorCodeWrong');
  const error = new HttpError(400, message, { code: message });
  error.errorKeys = { code: { key: 'twoFactorCodeWrong' } };
  return error;
}

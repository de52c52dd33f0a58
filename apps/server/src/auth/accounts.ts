import crypto from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  LOGIN_MAX_FAILURES_PER_EMAIL,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MINUTES,
  PASSWORD_MIN,
  formatMessage,
  hasControlChars,
  type Role,
} from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { toNumber } from '../db/client.ts';
import { loginFailures, sessions, users } from '../db/schema.ts';
import { HttpError, httpError } from '../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';

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

export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly ttlMinutes: number,
  ) {}

  private expiry() {
    return new Date(Date.now() + this.ttlMinutes * 60_000);
  }

  async login(emailInput: string, password: string, ip: string) {
    // No address holds a control character, and PostgreSQL refuses a NUL: refused before any query.
    if (hasControlChars(emailInput)) throw httpError(400, 'controlChars');
    const email = normaliseEmail(emailInput);
    await this.throttle(email, ip);
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const ok = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await dummyHash, password), false);
    if (!user || !ok) {
      await this.db.insert(loginFailures).values({ email, ip });
      throw httpError(401, 'invalidLogin');
    }
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = this.expiry();
    await this.db.insert(sessions).values({ tokenHash: sha256(token), userId: user.id, expiresAt });
    // Expired sessions are swept on sign-in, so the table never grows without bound.
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    return { token, role: user.role, expiresAt: expiresAt.toISOString() };
  }

  private async throttle(email: string, ip: string) {
    const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
    const [row] = await this.db
      .select({
        byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`,
        byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`,
      })
      .from(loginFailures)
      .where(and(gt(loginFailures.at, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))));
    if (toNumber(row?.byEmail) >= LOGIN_MAX_FAILURES_PER_EMAIL || toNumber(row?.byIp) >= LOGIN_MAX_FAILURES_PER_IP) {
      throw new HttpError(429, formatMessage('tooManyAttempts', { minutes: LOGIN_WINDOW_MINUTES }), undefined, {
        'retry-after': String(LOGIN_WINDOW_MINUTES * 60),
      });
    }
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
      .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date())));
    return row ?? null;
  }

  /** Extends a live session by the full lifetime ("stay signed in"). */
  async refresh(sessionId: number): Promise<Date> {
    const expiresAt = this.expiry();
    await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    return expiresAt;
  }

  async logout(sessionId: number) {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async changePassword(user: SessionUser, currentPassword: string, newPassword: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
      throw new HttpError(400, formatMessage('passwordWrong'), { currentPassword: formatMessage('passwordWrong') });
    }
    if (newPassword.length < PASSWORD_MIN) {
      const msg = formatMessage('passwordTooShort', { min: PASSWORD_MIN });
      throw new HttpError(400, msg, { newPassword: msg });
    }
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() }).where(eq(users.id, user.id));
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

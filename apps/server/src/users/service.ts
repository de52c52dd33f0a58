import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  EMAIL_MAX,
  EMAIL_RE,
  GENERATED_PASSWORD_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  USER_NAME_MAX,
  formatMessage,
  hasBidiControls,
  hasControlChars,
  type AccountWithPassword,
  type FieldErrors,
  type StaffAccount,
  type StaffRole,
} from '@nagar/contract';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';
import type { Db, Tx } from '../db/client.ts';
import { sessions, userWards, users, wards } from '../db/schema.ts';
import { transaction, pgErrorCode, UNIQUE_VIOLATION } from '../db/retry.ts';
import { HttpError, httpError, validationError } from '../lib/errors.ts';
import { hashPassword, newPasswordProblem, passwordWords } from '../auth/passwords.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/audit.ts';
import { ONE_TIME_PASSWORD_HOURS } from '../auth/accounts.ts';

/**
 * A generated password is a one-time one: it signs in once, to the forced "choose your password" step, and only
 * within ONE_TIME_PASSWORD_HOURS. A typed one is the admin's deliberate choice (e.g. for a script's account) and
 * stays as typed.
 */
const oneTime = (generated: boolean) => ({
  mustChangePassword: generated,
  passwordExpiresAt: generated ? new Date(Date.now() + ONE_TIME_PASSWORD_HOURS * 3600_000) : null,
});

/** What the Users screen and API send; anything else in a body is ignored, every value is checked here. */
export interface AccountInput {
  email?: unknown;
  name?: unknown;
  role?: unknown;
  /** A typed password; empty or absent: one is generated and shown once. */
  password?: unknown;
  /** A grievance officer's wards (ids of the wards list); empty (without allWards): no complaints at all. */
  wardIds?: unknown;
  /** A grievance officer who sees every ward: true (or 'true', 'on', '1' from a form); anything else: the wards. */
  allWards?: unknown;
}

const isTrue = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1';
/** The scope as the audit trail shows it: 'all wards', or the wards' names. */
const scopeView = (allWards: boolean, names: string[]) => (allWards ? 'all wards' : names);

/** Look-alike characters (0/O, 1/l/I) left out, so a password read out over the phone is typed right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const WARDS_MAX = 500;

function generatePassword(): string {
  let out = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return out;
}

const isRole = (v: unknown): v is StaffRole => typeof v === 'string' && (ROLES as readonly string[]).includes(v);

/**
 * Staff accounts: the rules of the Users screen and API (admin only). Every change writes its audit row in
 * its own transaction; changes that could leave no active admin take a transaction lock first and count the
 * active admins under it, so two admins demoting (or disabling) each other at once cannot leave none.
 */
export class Users {
  constructor(
    private readonly db: Db,
    /** PUBLIC_URL: its host's words are no password (passwordWords). */
    private readonly publicUrl = '',
  ) {}

  async list(): Promise<StaffAccount[]> {
    const rows = await this.db.select().from(users).orderBy(asc(users.email));
    const wardRows = await this.db
      .select({ userId: userWards.userId, id: wards.id, name: wards.name })
      .from(userWards)
      .innerJoin(wards, eq(wards.id, userWards.wardId))
      .orderBy(asc(wards.name));
    return rows.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      state: u.disabledAt ? 'disabled' : 'enabled',
      lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
      wards: wardRows.filter((w) => w.userId === u.id).map(({ id, name }) => ({ id, name })),
      allWards: u.role === 'officer' && u.allWards,
      twoFactor: !!u.totpEnabledAt,
      mustChangePassword: u.mustChangePassword,
    }));
  }

  async get(id: number): Promise<StaffAccount> {
    const account = (await this.list()).find((a) => a.id === id);
    if (!account) throw httpError(404, 'userNotFound');
    return account;
  }

  /** Checks a typed password by the one password rule (or generates one when none was typed). */
  private async password(value: unknown, errors: FieldErrors, email: string): Promise<{ password: string; generated: boolean }> {
    if (value === undefined || value === null || value === '') return { password: generatePassword(), generated: true };
    const password = typeof value === 'string' ? value : '';
    const problem =
      password.length > PASSWORD_MAX
        ? 'passwordTooShort'
        : newPasswordProblem(password, await passwordWords(this.db, email, this.publicUrl));
    if (problem) errors.password = { key: problem, params: { min: PASSWORD_MIN } };
    return { password, generated: false };
  }

  /** Ward ids as given (numbers or digit strings), each one of the wards list. */
  private async wardIds(value: unknown, errors: FieldErrors): Promise<number[]> {
    if (value === undefined || value === null || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    const ids = list.map((v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN));
    if (list.length > WARDS_MAX || ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)) {
      errors.wardIds = { key: 'userWardsInvalid' };
      return [];
    }
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await this.db.select({ id: wards.id }).from(wards).where(inArray(wards.id, unique));
    if (found.length !== unique.length) errors.wardIds = { key: 'userWardsInvalid' };
    return unique;
  }

  private async wardNames(tx: Db | Tx, userId: number): Promise<string[]> {
    const rows = await tx
      .select({ name: wards.name })
      .from(userWards)
      .innerJoin(wards, eq(wards.id, userWards.wardId))
      .where(eq(userWards.userId, userId))
      .orderBy(asc(wards.name));
    return rows.map((r) => r.name);
  }

  /** An officer's scope: every ward (no wards kept), or these wards (none: no complaints); other roles: none. */
  private async setWards(tx: Tx, userId: number, ids: number[], allWards = false) {
    await tx.delete(userWards).where(eq(userWards.userId, userId));
    await tx.update(users).set({ allWards }).where(eq(users.id, userId));
    if (ids.length && !allWards) {
      // The wards are held (key share) until the change commits: one merged or deleted meanwhile is refused (400),
      // and a merge waits for the change, then moves this officer too.
      const held = await tx.select({ id: wards.id }).from(wards).where(inArray(wards.id, ids)).for('key share');
      if (held.length !== ids.length) throw validationError({ wardIds: { key: 'userWardsInvalid' } });
      await tx.insert(userWards).values(ids.map((wardId) => ({ userId, wardId })));
    }
  }

  /** Fails (409) when the account is the last active admin and the change would leave none. */
  private async keepAnAdmin(tx: Tx, userId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.lastAdmin})`);
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
    if (active.some((a) => a.id === userId) && active.length <= 1) throw httpError(409, 'lastAdmin');
  }

  private async row(tx: Db | Tx, id: number) {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw httpError(404, 'userNotFound');
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    if (!row) throw httpError(404, 'userNotFound');
    return row;
  }

  async create(actor: Actor, input: AccountInput): Promise<AccountWithPassword> {
    const errors: FieldErrors = {};
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (!email || email.length > EMAIL_MAX || hasControlChars(email) || !EMAIL_RE.test(email)) errors.email = { key: 'userEmailInvalid' };
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (name.length > USER_NAME_MAX || hasControlChars(name)) errors.name = { key: 'userNameInvalid', params: { max: USER_NAME_MAX } };
    else if (hasBidiControls(name)) errors.name = { key: 'bidiControls' };
    if (!isRole(input.role)) errors.role = { key: 'userRoleInvalid' };
    const { password, generated } = await this.password(input.password, errors, email);
    const wardIds = await this.wardIds(input.wardIds, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const role = input.role as StaffRole;
    const passwordHash = await hashPassword(password);
    let id: number;
    try {
      id = await transaction(this.db, async (tx) => {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (taken) throw emailTaken();
        const [row] = await tx
          .insert(users)
          .values({ email, name: name || email.split('@')[0]!, role, passwordHash, ...oneTime(generated) })
          .returning({ id: users.id, email: users.email, name: users.name, role: users.role });
        const allWards = role === 'officer' && isTrue(input.allWards);
        if (role === 'officer') await this.setWards(tx, row!.id, wardIds, allWards);
        const wardsAfter = role === 'officer' ? await this.wardNames(tx, row!.id) : [];
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'user',
          entityId: row!.id,
          changes: {
            ...fieldChanges(null, { email: row!.email, name: row!.name, role: row!.role }),
            ...(role === 'officer' ? { wards: [null, scopeView(allWards, wardsAfter)] } : {}),
          },
        });
        return row!.id;
      });
    } catch (err) {
      // Two admins creating the same address at once: the second is told, as if it had been there first.
      if (pgErrorCode(err) === UNIQUE_VIOLATION) throw emailTaken();
      throw err;
    }
    return { account: await this.get(id), ...(generated ? { generatedPassword: password } : {}) };
  }

  /** A new role and, for a grievance officer, the wards (other roles keep none). */
  async changeRole(actor: Actor, id: number, input: AccountInput): Promise<StaffAccount> {
    const errors: FieldErrors = {};
    if (!isRole(input.role)) errors.role = { key: 'userRoleInvalid' };
    const wardIds = await this.wardIds(input.wardIds, errors);
    await this.row(this.db, id);
    if (Object.keys(errors).length) throw validationError(errors);
    const role = input.role as StaffRole;
    await transaction(this.db, async (tx) => {
      if (role !== 'admin') await this.keepAnAdmin(tx, id);
      const before = await this.row(tx, id);
      const wardsBefore = scopeView(before.role === 'officer' && before.allWards, await this.wardNames(tx, id));
      if (before.role !== role) {
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
        await recordAudit(tx, actor, { action: 'role-change', entity: 'user', entityId: id, changes: { role: [before.role, role] } });
      }
      const allWards = role === 'officer' && isTrue(input.allWards);
      await this.setWards(tx, id, role === 'officer' ? wardIds : [], allWards);
      const wardsAfter = scopeView(allWards, await this.wardNames(tx, id));
      if (JSON.stringify(wardsBefore) !== JSON.stringify(wardsAfter)) {
        await recordAudit(tx, actor, {
          action: 'wards-change',
          entity: 'user',
          entityId: id,
          changes: { wards: [wardsBefore, wardsAfter] },
        });
      }
    });
    return this.get(id);
  }

  /** Disables the account (its sessions end at once: its next request is 401) or enables it again. */
  async setDisabled(actor: Actor, id: number, disabled: boolean): Promise<StaffAccount> {
    await this.row(this.db, id);
    if (disabled && actor.id === id) throw httpError(409, 'userSelfDisable');
    await transaction(this.db, async (tx) => {
      if (disabled) await this.keepAnAdmin(tx, id);
      const before = await this.row(tx, id);
      if (!!before.disabledAt === disabled) return;
      await tx
        .update(users)
        .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, id));
      if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
      await recordAudit(tx, actor, {
        action: disabled ? 'disable' : 'enable',
        entity: 'user',
        entityId: id,
        changes: { state: disabled ? ['enabled', 'disabled'] : ['disabled', 'enabled'] },
      });
    });
    return this.get(id);
  }

  /** A new password (typed, or generated and shown once); the person's sessions end. Never audited in clear. */
  async resetPassword(actor: Actor, id: number, input: AccountInput): Promise<AccountWithPassword> {
    const errors: FieldErrors = {};
    // One's own password is changed under Profile, with the current one: a stolen admin session cannot take
    // the account over by setting a new password.
    if (actor.id === id) throw httpError(403, 'ownAccountUseProfile');
    const target = await this.row(this.db, id);
    const { password, generated } = await this.password(input.password, errors, target.email);
    if (Object.keys(errors).length) throw validationError(errors);
    const passwordHash = await hashPassword(password);
    await transaction(this.db, async (tx) => {
      await this.row(tx, id);
      await tx
        .update(users)
        .set({ passwordHash, ...oneTime(generated), updatedAt: new Date() })
        .where(eq(users.id, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await recordAudit(tx, actor, { action: 'password-reset', entity: 'user', entityId: id, changes: { generated } });
    });
    return { account: await this.get(id), ...(generated ? { generatedPassword: password } : {}) };
  }
}

function emailTaken(): HttpError {
  const message = formatMessage('userEmailTaken');
  const error = new HttpError(409, message, { email: message });
  error.errorKeys = { email: { key: 'userEmailTaken' } };
  return error;
}

import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Two-factor sign-in: time-based one-time codes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps, one step of
 * clock drift either way) computed by the kept `otpauth` library, and recovery codes.
 */
export const TOTP_PERIOD = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommended length), as base32 for typing by hand. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, issuer: string, account: string): string => totp(secret, issuer, account).toString();

/** The time step a moment falls in. */
export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD);

/** The step of a code that is right at `nowMs` (±1 step), or null. The caller refuses a step already used. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : stepAt(nowMs) + delta;
}

/** The code of a step (tests and the CLI's check use it; the server never needs to generate one). */
export const totpCode = (secret: string, nowMs: number): string => totp(secret).generate({ timestamp: nowMs });

/** Letters and digits without look-alikes (0/O, 1/l/I): 32 symbols, 5 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A recovery code: 16 symbols of 5 bits (80 random bits), shown as four groups (xxxx-xxxx-xxxx-xxxx).
 * 80 bits cannot be found from its hash by trying (a slow password hash is for low-entropy secrets), so a
 * single SHA-256 stores it safely, and a code can be looked up by its hash in one query.
 */
export function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 16; i++) out += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  return out.match(/.{4}/g)!.join('-');
}

/** A typed code as compared: spaces and hyphens dropped, lower case. */
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

export const recoveryCodeHash = (code: string): string => crypto.createHash('sha256').update(normaliseCode(code)).digest('base64url');

/** Whether a typed code has the form of a recovery code (else it is taken as an authenticator code). */
export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{16}$/.test(normaliseCode(code));

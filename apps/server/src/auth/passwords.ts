import fs from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN } from '@nagar/contract';

// argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the e-mail is unknown keeps failure timing alike for known and unknown e-mails. */
export const dummyHash = hashPassword('not-a-real-password-0000');

let common: Set<string> | undefined;

/** Whether the password is on the shipped list of common passwords (common-passwords.txt), ignoring case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common.has(password.trim().toLowerCase());
}

/** Why a new password is refused (a message key), or null: the one rule for every place that sets one. */
export function newPasswordProblem(password: string): 'passwordTooShort' | 'passwordCommon' | null {
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (isCommonPassword(password)) return 'passwordCommon';
  return null;
}

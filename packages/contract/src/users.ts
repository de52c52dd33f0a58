import type { StaffRole } from './roles.ts';

/** A staff account as the Users screen lists it (GET /api/Admin/users). */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** 'enabled' or 'disabled' (disabled accounts cannot sign in and have no sessions). */
  state: 'enabled' | 'disabled';
  lastSignInAt: string | null;
  /** A grievance officer's wards (none, without allWards: no complaints at all). */
  wards: Array<{ id: number; name: string }>;
  /** A grievance officer who sees every ward (said explicitly: an empty `wards` is never every ward). */
  allWards: boolean;
  /** Two-factor sign-in is on (an admin may reset it: POST /api/Admin/users/{id}/reset-2fa). */
  twoFactor: boolean;
  /** The account holds a one-time password that has not yet been replaced. */
  mustChangePassword: boolean;
}

/** The answer to creating an account or resetting its password: a generated password is shown once. */
export interface AccountWithPassword {
  account: StaffAccount;
  /** Only when the server generated it: shown to the admin this once, never stored in clear. */
  generatedPassword?: string;
}

export const USER_NAME_MAX = 100;
/** Generated one-time passwords: 16 characters from an alphabet without look-alikes. */
export const GENERATED_PASSWORD_LENGTH = 16;

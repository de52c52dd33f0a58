import { z } from 'zod';
import { EMAIL_MAX, ID_MAX, PAGE_MAX, PAGE_SIZE_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { ROLES } from './roles.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const LoginRequest = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
  /** The second factor when the account has one: a 6-digit authenticator code or a recovery code. */
  code: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** What a sign-in answers and "who am I" tells alike: the role, when the session ends, and what it still asks for. */
const sessionState = {
  role: Role,
  expiresAt: z.string(),
  twoFactor: z.boolean(),
  mustEnrol: z.boolean(),
  mustChangePassword: z.boolean(),
};

export const LoginResponse = z.object({ token: z.string(), ...sessionState });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const Me = z.object({ id: z.number(), email: z.string(), name: z.string(), ...sessionState });
export type Me = z.infer<typeof Me>;

export const ChangePassword = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});

export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** A row id as a path or form value: an int4 serial, so 1..ID_MAX (a larger number never reaches the database). */
export const Id = z.coerce.number().int().min(1).max(ID_MAX);
export const IdParam = z.object({ id: Id });
/** Whether a number can be the id of a row (int4 serial). */
export const isRowId = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= ID_MAX;

/** A stored file as the API describes it. */
export interface FileInfo {
  url: string;
  name: string;
  type: string;
  size: number;
  width?: number;
  height?: number;
  webp?: string;
  /** WebP at most 800 px on its long edge (absent when the image is smaller). */
  medium?: string;
  mediumWidth?: number;
  mediumHeight?: number;
  thumb?: string;
  thumbWidth?: number;
  thumbHeight?: number;
}

/** A resource row as the API answers it: the spec's fields, file fields as URLs, and their details. */
export type ResourceItem = { id: number; fileInfo?: Record<string, FileInfo | null> } & Record<string, unknown>;

export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

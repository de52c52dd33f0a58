import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, clearedSessionCookie, sessionCookie } from '@nagar/contract';
import { readCookie } from './plugin.ts';

describe('the session cookie', () => {
  it('reads one cookie among others, whatever the spacing', () => {
    expect(readCookie(`lang=hi; ${SESSION_COOKIE}=abc%2Bdef; other=1`, SESSION_COOKIE)).toBe('abc+def');
    expect(readCookie(`${SESSION_COOKIE}=x`, SESSION_COOKIE)).toBe('x');
    expect(readCookie(`x${SESSION_COOKIE}=nope; lang=en`, SESSION_COOKIE)).toBe('');
    expect(readCookie(undefined, SESSION_COOKIE)).toBe('');
    expect(readCookie(`${SESSION_COOKIE}=%E0%A4`, SESSION_COOKIE)).toBe('');
  });

  it('is HttpOnly and SameSite=Lax, Secure over HTTPS only, and round-trips through the reader', () => {
    const plain = sessionCookie('t/k+n=', false);
    expect(plain).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(sessionCookie('t', true)).toMatch(/; Secure$/);
    expect(readCookie(plain.split(';')[0], SESSION_COOKIE)).toBe('t/k+n=');
    expect(clearedSessionCookie).toMatch(/Max-Age=0/);
  });
});

import { describe, expect, it } from 'vitest';
import { action } from './contact.tsx';

const post = (fields: Record<string, string>) =>
  action({
    request: new Request('http://x/contactus', { method: 'POST', body: new URLSearchParams(fields) }),
    params: {},
    context: {},
  } as never) as unknown as Promise<{ data: { errors: Record<string, { key: string; max?: number }> }; init: { status: number } }>;

describe('contact form action', () => {
  it('answers "too long" for a 120 KB e-mail: the length is checked before the e-mail pattern runs', async () => {
    const res = await post({ name: 'A', email: `a@${'a.'.repeat(60 * 1024)}@`, message: 'Hello' });
    expect(res.init.status).toBe(400);
    expect(res.data.errors.email).toEqual({ key: 'contact.errors.tooLong', max: 254 });
  });

  it('still checks the shape of an e-mail and a phone of a normal length', async () => {
    const res = await post({ name: 'A', email: 'a@b', phone: 'abc', message: 'Hello' });
    expect(res.data.errors).toEqual({ email: { key: 'msg.invalidEmail' }, phone: { key: 'msg.invalidPhone' } });
  });
});

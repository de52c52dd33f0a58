import { describe, expect, it } from 'vitest';
import { withDraft } from './use-staff-draft.ts';

describe('a kept draft over the stored values', () => {
  const stored = { councilName: 'Nagar Parishad', councilNameHi: 'नगर परिषद', links: [] as string[], location: null as null | object };

  it('takes what was typed, field by field', () => {
    expect(withDraft(stored, { councilName: 'Nagar Palika', links: ['a'], location: { lat: 1 } })).toEqual({
      councilName: 'Nagar Palika',
      councilNameHi: 'नगर परिषद',
      links: ['a'],
      location: { lat: 1 },
    });
  });

  it('leaves out a value of another kind than the form holds (a draft kept before an upgrade changed the shape)', () => {
    const old = { councilName: { en: 'Nagar Palika', hi: 'नगर पालिका' }, links: 'x', councilNameHi: 'नगर पालिका' };
    expect(withDraft(stored, old)).toEqual({ ...stored, councilNameHi: 'नगर पालिका' });
  });
});

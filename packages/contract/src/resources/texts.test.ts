import { describe, expect, it } from 'vitest';
import { circular, notice, officeOrder } from '../index.ts';

describe('public list texts (spec §8), verbatim', () => {
  it.each([
    ['notice', notice, 'No notice entries found.', 'Notice data not found (404).', 'An error occurred while fetching the notice data.'],
    [
      'circular',
      circular,
      'No circular entries found.',
      'Circular data not found (404).',
      'An error occurred while fetching the circular data.',
    ],
    [
      'office order',
      officeOrder,
      'No Office Order entries found.',
      'Office Order data not found (404).',
      'An error occurred while fetching the Office Order data.',
    ],
  ])('%s', (_name, def, empty, notFound, error) => {
    expect(def.texts.publicEmpty?.en).toBe(empty);
    expect(def.texts.publicNotFound?.en).toBe(notFound);
    expect(def.texts.publicError?.en).toBe(error);
  });
});

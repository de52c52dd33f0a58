import { describe, expect, it } from 'vitest';
import { citizenNoteTexts, homeTaskSettingsTexts, publicListTexts, receiptTexts } from './phone.ts';
import { en } from '../en.ts';
import { hi } from '../hi.ts';
import { HOME_TASKS } from '@nagar/contract';

const bundles = { ...homeTaskSettingsTexts, ...receiptTexts, ...publicListTexts, ...citizenNoteTexts };

describe('issue 14 texts', () => {
  for (const [name, texts] of Object.entries(bundles))
    it(`${name}: every English text has a Hindi one, none empty`, () => {
      expect(Object.keys(texts.hi).sort()).toEqual(Object.keys(texts.en).sort());
      for (const value of [...Object.values(texts.en), ...Object.values(texts.hi)]) expect(String(value).trim()).not.toBe('');
    });

  it('every home task has its name in both languages', () => {
    for (const task of Object.keys(HOME_TASKS)) {
      expect(en.home_tasks).toHaveProperty(task);
      expect(hi.home_tasks).toHaveProperty(task);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessage, labelParams, TRADE_LICENCE_FIELDS, type MessageKey } from '@nagar/contract';
import { action } from './trade-licence.tsx';

/** The form as a browser without JavaScript posts it. */
const post = (fields: Record<string, string>) =>
  action({
    request: new Request('http://x/tradelicense', { method: 'POST', body: new URLSearchParams(fields) }),
    params: {},
    context: {},
  } as never);

const complete = {
  financialYear: '2026-2027',
  licenceType: 'renewal',
  tradeName: 'Asha Stores',
  structureType: 'movable',
  structureSubType: 'handCart',
  commencementDate: '2026-04-01',
  operationArea: '40',
  tradeCategory: 'retail',
  tradeType: 'Vegetables',
  cantonment: 'no',
  doorNo: '7',
  ownerName: 'Asha',
  guardianName: 'Ram',
  relationship: 'husband',
  gender: 'female',
  dob: '1985-01-31',
  address: 'Station Road',
};

/** The action's errors as the page shows them, in English or Hindi. */
async function messages(fields: Record<string, string>, lang: 'en' | 'hi' = 'en') {
  const { checked, result } = await post(fields);
  expect(checked).toBe(true);
  return Object.fromEntries(
    Object.entries(result.error ?? {}).map(([name, keys]) => {
      const key = keys![0] as MessageKey;
      return [
        name,
        formatMessage(
          key,
          labelParams(
            TRADE_LICENCE_FIELDS.find((f) => f.key === name)!,
            key,
            TRADE_LICENCE_FIELDS,
          ),
          lang,
        ),
      ];
    }),
  );
}

describe('trade licence check without JavaScript (the contract schema through Conform)', () => {
  it('a complete form has no errors and keeps what was typed', async () => {
    const { result } = await post(complete);
    expect(result.error ?? {}).toEqual({});
    expect(result.initialValue).toMatchObject({ tradeName: 'Asha Stores', dob: '1985-01-31' });
  });

  it('names each wrong field by its label, in English and Hindi', async () => {
    const wrong = { ...complete, tradeName: '  ', pan: 'abcde1234f', employees: '-1', commencementDate: '0000-01-01', gender: 'x' };
    expect(await messages(wrong)).toEqual({
      tradeName: 'Trade Name is required.',
      pan: 'PAN is not in the expected form.',
      employees: 'Number of Employees: enter a number of at least 0.',
      commencementDate: 'Trade Commencement Date: enter a valid date (yyyy-mm-dd).',
      gender: 'Gender: choose one of the listed values.',
    });
    expect((await messages(wrong, 'hi')).tradeName).toBe('व्यापार का नाम आवश्यक है।');
  });

  it('an empty form names every required field', async () => {
    const errors = await messages({});
    expect(Object.keys(errors).sort()).toEqual(
      TRADE_LICENCE_FIELDS.filter((f) => f.required)
        .map((f) => f.key)
        .sort(),
    );
    expect(errors.ownerName).toBe('Owner Name is required.');
  });
});

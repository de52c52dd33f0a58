import { describe, expect, it } from 'vitest';
import { settle } from './settle.ts';

/** A logger that keeps what it is given, as the request's pino child would write it. */
function keptLog() {
  const lines: Array<{ obj: object; msg?: string }> = [];
  return { lines, log: { error: (obj: object, msg?: string) => void lines.push({ obj, msg }) } };
}

describe('settle', () => {
  it("gives a block's data and logs nothing when it is read", async () => {
    const { lines, log } = keptLog();
    expect(await settle(Promise.resolve([1, 2]), log)).toEqual({ value: [1, 2], error: false });
    expect(lines).toEqual([]);
  });

  it("turns a failed block into an error flag and logs the error through the request's logger", async () => {
    const { lines, log } = keptLog();
    const err = new Error('database gone');
    expect(await settle(Promise.reject(err), log)).toEqual({ value: null, error: true });
    expect(lines).toEqual([{ obj: { err }, msg: 'a block of the page could not be read' }]);
  });
});

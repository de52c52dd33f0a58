import { describe, expect, it } from 'vitest';
import { pieSlices, sliceLabelPoint, slicePath } from './pie.ts';

describe('pie geometry', () => {
  it('splits the circle in proportion, in data order, clockwise from 12 o’clock', () => {
    const slices = pieSlices([1, 3, 0], (n) => n);
    expect(slices.map((s) => [s.startAngle, s.endAngle])).toEqual([
      [0, Math.PI / 2],
      [Math.PI / 2, Math.PI * 2],
      [Math.PI * 2, Math.PI * 2],
    ]);
  });

  it('draws a quarter from the top to the right, and a large arc with the large-arc flag', () => {
    const [quarter, rest, empty] = pieSlices([1, 3, 0], (n) => n);
    expect(slicePath(quarter!, 75)).toBe('M0,0L0,-75A75,75,0,0,1,75,0Z');
    expect(slicePath(rest!, 75)).toBe('M0,0L75,0A75,75,0,1,1,0,-75Z');
    expect(slicePath(empty!, 75)).toBe('');
  });

  it('draws a single value as a whole circle', () => {
    const [only] = pieSlices([5], (n) => n);
    expect(slicePath(only!, 10)).toBe('M0,-10A10,10,0,1,1,0,10A10,10,0,1,1,0,-10Z');
  });

  it('puts a label in the middle of its slice, beyond the radius', () => {
    const [half] = pieSlices([1, 1], (n) => n);
    expect(sliceLabelPoint(half!, 95)).toEqual([95, 0]);
  });

  it('gives nothing an angle when every value is zero', () => {
    expect(pieSlices([0, 0], (n) => n).every((s) => s.startAngle === 0 && s.endAngle === 0)).toBe(true);
  });
});

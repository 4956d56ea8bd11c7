import { describe, expect, it } from 'vitest';
import { labelledIndexes, polar, slicePath, slices, valueTicks } from './chart-scale';

describe('value axis ticks', () => {
  it('steps of 1, 2, 2.5 or 5 times a power of ten from 0 to at least the largest value', () => {
    expect(valueTicks(140_000)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(valueTicks(80_000)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
    expect(valueTicks(9_000)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
  });

  it('stays in whole rupees', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0.4)).toEqual([0, 1]);
    for (const max of [1, 7, 13, 99, 1234, 56_789, 1e9]) {
      const ticks = valueTicks(max);
      expect(ticks.every(Number.isInteger), String(max)).toBe(true);
      expect(ticks.at(-1)!, String(max)).toBeGreaterThanOrEqual(max);
      expect(ticks.length, String(max)).toBeLessThanOrEqual(6);
    }
  });

  it('has an axis even with nothing to draw', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
  });
});

describe('date labels', () => {
  it('labels every point when they have room', () => {
    expect(labelledIndexes(7, 90, 40)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('labels every k-th point, counted back from the last, when they would touch', () => {
    // 30 days on 300 px: 10 px apart, a 40 px label and a 16 px gap need 6 steps.
    expect(labelledIndexes(30, 10, 40)).toEqual([5, 11, 17, 23, 29]);
  });
});

describe('pie slices', () => {
  it('run anticlockwise from three o’clock in the given order, by share of the total', () => {
    expect(slices([1, 1, 2], 4)).toEqual([
      { start: 0, end: 90, share: 0.25 },
      { start: 90, end: 180, share: 0.25 },
      { start: 180, end: 360, share: 0.5 },
    ]);
    expect(polar(100, 100, 50, 90)).toEqual({ x: 100, y: 50 });
  });

  it('draws a slice as a wedge, a large one with the large arc, and a whole pie as a circle', () => {
    expect(slicePath(0, 0, 10, 0, 90)).toBe('M0,0L10,0A10,10 0 0 0 0,-10Z');
    expect(slicePath(0, 0, 10, 0, 270)).toBe('M0,0L10,0A10,10 0 1 0 0,10Z');
    expect(slicePath(0, 0, 10, 0, 360)).toBe('M10,0A10,10 0 1 0 -10,0A10,10 0 1 0 10,0Z');
  });
});

import { describe, expect, it } from 'vitest';
import { CROP_COLOURS, colourCrops } from './crop-colours';

const crops = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Crop ${i + 1}`, value: `${100 - i}.500` }));

function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05);
}

describe('crop colours', () => {
  it('has 20 different colours, each at least 3:1 on white', () => {
    expect(CROP_COLOURS).toHaveLength(20);
    expect(new Set(CROP_COLOURS.map((c) => c.toLowerCase())).size).toBe(20);
    for (const c of CROP_COLOURS) expect(contrastOnWhite(c), c).toBeGreaterThanOrEqual(3);
  });

  it('gives each of up to 20 crops its own colour, by rank', () => {
    const coloured = colourCrops(crops(20), 'Other crops');
    expect(coloured.map((c) => c.colour)).toEqual([...CROP_COLOURS]);
    expect(coloured.map((c) => c.name)).toEqual(crops(20).map((c) => c.name));
    expect(coloured.some((c) => c.others)).toBe(false);
    expect(colourCrops(crops(2), 'Other crops').map((c) => c.colour)).toEqual([
      CROP_COLOURS[0],
      CROP_COLOURS[1],
    ]);
  });

  it('sums the crops past the 19th into one last slice, so colours never repeat', () => {
    const coloured = colourCrops(crops(22), 'Other crops');
    expect(coloured).toHaveLength(20);
    expect(new Set(coloured.map((c) => c.colour)).size).toBe(20);
    // Crops 20, 21 and 22: 81.500 + 80.500 + 79.500
    expect(coloured[19]).toEqual({
      name: 'Other crops',
      value: '241.500',
      colour: CROP_COLOURS[19],
      others: true,
    });
  });
});

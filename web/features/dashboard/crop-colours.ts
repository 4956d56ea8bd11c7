import { sumAt } from '@common/decimal';
import type { CropDistributionItem } from '@common/schemas/dashboard';

/**
 * Twenty colours for the crop pie (docs/screens.md#dashboard): hue and lightness alternate so that
 * neighbouring slices never look alike, and each has at least 3:1 contrast on white (WCAG 1.4.11; the
 * percent labels are drawn in slate, not in the slice colour). A crop takes the colour of its rank in
 * the answer (largest stock first, ties by name), so the pie and the legend always agree and no two
 * of up to 20 crops share a colour.
 */
export const CROP_COLOURS = [
  '#15803d', // green
  '#1d4ed8', // blue
  '#d97706', // amber
  '#7e22ce', // purple
  '#e11d48', // rose
  '#0891b2', // cyan
  '#854d0e', // brown
  '#db2777', // pink
  '#1e3a8a', // navy
  '#65a30d', // lime
  '#c2410c', // orange
  '#57534e', // stone grey
  '#0f766e', // teal
  '#a21caf', // fuchsia
  '#7f1d1d', // maroon
  '#4f46e5', // indigo
  '#3f6212', // olive
  '#0369a1', // sky
  '#9d174d', // wine
  '#1c1917', // near black
] as const;

export interface ColouredCrop {
  name: string;
  /** Quintals as the server's decimal string. */
  value: string;
  colour: string;
  /** True for the slice that holds every crop past the 19th. */
  others: boolean;
}

/**
 * Colours the crops by rank. With more crops than colours, the 19 largest keep theirs and the rest are
 * summed into one last slice, so every slice still has its own colour.
 */
export function colourCrops(items: readonly CropDistributionItem[], othersName: string): ColouredCrop[] {
  const n = CROP_COLOURS.length;
  const shown = items.length > n ? items.slice(0, n - 1) : items;
  const coloured = shown.map((item, i) => ({
    name: item.name,
    value: item.value,
    colour: CROP_COLOURS[i]!,
    others: false,
  }));
  if (items.length > n) {
    coloured.push({
      name: othersName,
      value: sumAt(
        items.slice(n - 1).map((i) => i.value),
        3,
      ),
      colour: CROP_COLOURS[n - 1]!,
      others: true,
    });
  }
  return coloured;
}

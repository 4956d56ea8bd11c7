// Chart labels through Intl en-IN (docs/screens.md#client-conventions). Chart values are numbers for
// drawing only: every figure shown as text comes from the server's decimal strings.

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-22' → '22 Nov' (a calendar date, so no zone shift). */
export function formatShortDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : shortDate.format(d);
}

const compactINR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 2,
});

/** ₹ in Indian compact form for axis ticks: ₹55K, ₹1.65L, ₹3.4Cr. */
export function formatCompactINR(value: number): string {
  return compactINR.format(value);
}

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** A share (0.425) as a percent label with at most 1 decimal ('42.5%'). */
export function formatPercent(share: number): string {
  return percent.format(share);
}

const signedPercent = new Intl.NumberFormat('en-IN', {
  signDisplay: 'exceptZero',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** The server's percent with 1 decimal ('12.5', '-25.0') as a signed caption figure ('+12.5%', '-25.0%'). */
export function formatSignedPercent(percent: string): string {
  return `${signedPercent.format(Number(percent))}%`;
}

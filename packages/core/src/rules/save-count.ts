// The save-count badge on a vibe card (spec 9: K at 1,000, M at 1,000,000, one decimal).

export const SAVE_COUNT_THOUSAND = 1000;
export const SAVE_COUNT_MILLION = 1_000_000;

export function formatSaveCount(count: number): string {
  // A count is a whole, non-negative number; anything else shows as 0 rather than "NaN".
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (n < SAVE_COUNT_THOUSAND) return String(n);
  // Rounded in whole tenths so 999,950 does not show as "1000.0K" but moves on to "1.0M".
  const tenthsOfK = Math.round(n / (SAVE_COUNT_THOUSAND / 10));
  if (tenthsOfK < 10_000) return `${(tenthsOfK / 10).toFixed(1)}K`;
  const tenthsOfM = Math.round(n / (SAVE_COUNT_MILLION / 10));
  return `${(tenthsOfM / 10).toFixed(1)}M`;
}

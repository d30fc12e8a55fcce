// Small helpers for benchmark figures.
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function ms(value: number): string {
  return `${Math.round(value).toString().padStart(6)} ms`;
}

export function ratio(value: number): string {
  return `${value.toFixed(3)}x`;
}

// The value below which `share` (0 to 1) of the values fall, nearest rank.
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))
  ] as number;
}

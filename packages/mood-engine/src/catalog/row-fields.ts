// Checked fields of the data rows (songs, movies, shows, activities, creators): a typo in a
// row fails loudly at start-up instead of scoring silently wrong.
export function member<T extends string>(
  value: string,
  set: Set<string>,
  kind: string,
  line: string,
): T {
  if (!set.has(value)) throw new Error(`Unknown ${kind} "${value}" in row: ${line}`);
  return value as T;
}

export function unit(value: string, line: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`Expected 0..1 in: ${line}`);
  return n;
}

export function integer(value: string, min: number, max: number, line: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`Expected a whole number from ${min} to ${max} in: ${line}`);
  }
  return n;
}

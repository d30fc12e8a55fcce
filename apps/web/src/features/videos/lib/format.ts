// How a video card writes its numbers: views and likes compact ("1.2M views").
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

export function countLabel(count: number | null, one: string, many: string): string | null {
  if (count === null || !Number.isFinite(count) || count < 0) return null;
  return `${compact.format(count)} ${count === 1 ? one : many}`;
}

// Lengths as each service writes them, and the duration filters both search APIs share.

// https://developers.google.com/youtube/v3/docs/videos#contentDetails.duration: ISO 8601,
// "PT#M#S", "PT#H#M#S", or "P#DT#H#M#S" from a day up; YouTube leaves out zero parts
// ("PT15M", "PT2H"), and writes a length of zero (a live stream) as "P0D".
export function isoDuration(totalSeconds: number): string {
  if (totalSeconds <= 0) return 'P0D';
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const time = [
    hours ? `${hours}H` : '',
    minutes ? `${minutes}M` : '',
    seconds ? `${seconds}S` : '',
  ].join('');
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** "3:05", "1:02:03", as players show a length. */
export function clockText(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

// Both APIs filter on the same buckets: search.list `videoDuration` ("short: less than four
// minutes", "medium: between four and 20 minutes", "long: longer than 20 minutes") and
// Invidious `duration` (its Filters::Duration mirrors YouTube's search filter).
export const DURATION_BUCKETS = ['short', 'medium', 'long'] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];

export function inBucket(seconds: number, bucket: DurationBucket | undefined): boolean {
  if (bucket === 'short') return seconds < 240;
  if (bucket === 'medium') return seconds >= 240 && seconds <= 1200;
  if (bucket === 'long') return seconds > 1200;
  return true;
}

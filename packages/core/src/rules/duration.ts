// Durations of videos and tracks (spec 9 Duration display: hh:mm:ss with hours, otherwise
// mm:ss; unknown shows N/A).

export const UNKNOWN_DURATION = 'N/A';

// The video platform gives ISO 8601 durations such as "PT1H2M3S" or "P1DT2H" (days and weeks
// appear for very long videos). Years and months have no fixed length, so they do not parse.
const ISO_DURATION =
  /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export function parseIsoDuration(text: string): number | null {
  const trimmed = text.trim().toUpperCase();
  // "P" or "PT" alone names no duration at all.
  if (trimmed === 'P') return null;
  const match = ISO_DURATION.exec(trimmed);
  if (!match) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  return (
    Number(weeks ?? 0) * 604_800 +
    Number(days ?? 0) * 86_400 +
    Number(hours ?? 0) * 3600 +
    Number(minutes ?? 0) * 60 +
    Number(seconds ?? 0)
  );
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// spec 9: "01:02:03" when there are hours, "03:07" otherwise, "N/A" when unknown.
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return UNKNOWN_DURATION;
  const total = Math.floor(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

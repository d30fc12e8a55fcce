// The YouTube Data API's daily quota resets at midnight Pacific time
// (https://developers.google.com/youtube/v3/getting-started#quota), daylight saving included.
const ZONE = 'America/Los_Angeles';
const HOUR_MS = 3_600_000;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

function pacificParts(instant: number) {
  const values = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return values;
}

// The first instant after `now` at which it is 00:00 in Los Angeles.
export function nextPacificMidnight(now: Date): Date {
  const today = pacificParts(now.getTime());
  // Pacific time is UTC-8 (PST) or UTC-7 (PDT); the one that lands on 00:00 is right.
  for (const offsetHours of [8, 7]) {
    const candidate = Date.UTC(today.year, today.month - 1, today.day + 1) + offsetHours * HOUR_MS;
    const there = pacificParts(candidate);
    if (there.hour === 0 && there.minute === 0 && candidate > now.getTime()) {
      return new Date(candidate);
    }
  }
  // Unreachable with real time-zone data; a day from now is a safe stand-in.
  return new Date(now.getTime() + 24 * HOUR_MS);
}

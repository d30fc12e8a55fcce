// A comment's age in a few characters ("just now", "5 min", "3 h", "2 d"), then its date;
// `now` is passed in so the rule does not depend on the real clock.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatCommentTime(iso: string, now: number, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  // A server clock a little ahead of ours still reads "just now".
  const age = Math.max(0, now - at);
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)} d ago`;
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Date(at).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

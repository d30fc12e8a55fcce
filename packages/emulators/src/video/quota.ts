// YouTube's daily quota, per API key: each call spends units (search 100, videos.list 1) and
// the count starts again at midnight Pacific time, as Google's does
// (https://developers.google.com/youtube/v3/getting-started#quota).
const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export type Quota = ReturnType<typeof createQuota>;

export function createQuota(registeredDaily: number, now: () => number) {
  let daily = registeredDaily;
  const spent = new Map<string, { day: string; units: number }>();
  const today = () => PACIFIC_DAY.format(new Date(now()));
  const usedBy = (key: string) => {
    const entry = spent.get(key);
    return entry && entry.day === today() ? entry.units : 0;
  };
  const setUsed = (key: string, units: number) => spent.set(key, { day: today(), units });

  return {
    remaining: (key: string) => Math.max(0, daily - usedBy(key)),
    /** Spends `units` if that many are left; false when the quota is exceeded. */
    spend(key: string, units: number): boolean {
      if (daily - usedBy(key) < units) return false;
      setUsed(key, usedBy(key) + units);
      return true;
    },
    setRemaining(key: string, units: number) {
      setUsed(key, Math.max(0, daily - units));
    },
    setDaily(units: number) {
      daily = units;
    },
    state: (key: string) => ({
      dailyQuota: daily,
      quotaUsed: usedBy(key),
      quotaRemaining: Math.max(0, daily - usedBy(key)),
    }),
    reset() {
      daily = registeredDaily;
      spent.clear();
    },
  };
}

// YouTube's daily quota, per API key, counted again from midnight Pacific time as Google's
// is (https://developers.google.com/youtube/v3/getting-started#quota). Since June 2026
// (AMENDMENTS A5) search.list draws on a bucket of its own, about 100 searches a day, while
// the other calls spend units of the daily pool (videos.list 1).
const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export type DailyPool = ReturnType<typeof createDailyPool>;

/** `registered` per key per Pacific day; `now` in milliseconds since the epoch. */
export function createDailyPool(registered: number, now: () => number) {
  let daily = registered;
  const spent = new Map<string, { day: string; used: number }>();
  const today = () => PACIFIC_DAY.format(new Date(now()));
  const usedBy = (key: string) => {
    const entry = spent.get(key);
    return entry && entry.day === today() ? entry.used : 0;
  };
  const setUsed = (key: string, used: number) => spent.set(key, { day: today(), used });

  return {
    remaining: (key: string) => Math.max(0, daily - usedBy(key)),
    /** Spends `amount` if that much is left; false when the pool is spent. */
    spend(key: string, amount: number): boolean {
      if (daily - usedBy(key) < amount) return false;
      setUsed(key, usedBy(key) + amount);
      return true;
    },
    setRemaining(key: string, amount: number) {
      setUsed(key, Math.max(0, daily - amount));
    },
    setDaily(amount: number) {
      daily = amount;
    },
    state: (key: string) => ({
      daily,
      used: usedBy(key),
      remaining: Math.max(0, daily - usedBy(key)),
    }),
    reset() {
      daily = registered;
      spent.clear();
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;

export function createQuota(
  registered: { dailyQuota: number; dailySearches: number },
  now: () => number,
) {
  const units = createDailyPool(registered.dailyQuota, now);
  const searches = createDailyPool(registered.dailySearches, now);
  return {
    units,
    searches,
    state(key: string) {
      const u = units.state(key);
      const s = searches.state(key);
      return {
        dailyQuota: u.daily,
        quotaUsed: u.used,
        quotaRemaining: u.remaining,
        dailySearches: s.daily,
        searchesUsed: s.used,
        searchesRemaining: s.remaining,
      };
    },
    reset() {
      units.reset();
      searches.reset();
    },
  };
}

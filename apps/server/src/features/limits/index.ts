// Fair sharing: per-minute request limits on every route and each person's daily share of
// the outside quotas. The app registers the limits; features spend the quotas.
export { registerRequestLimits } from './request-limits';
export { sweepRateLimitHits } from './postgres-store';
export { type DailyQuota, DailyQuotaError, createDailyQuota, sweepDailyUsage } from './daily-quota';

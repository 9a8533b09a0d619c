// What other features may use of rate-limit (DESIGN.md §2 rule 1).
export { limitByClientAddress } from './rate-limit.middleware';
export { deleteExpiredRateLimits, incrementRateLimit } from './rate-limit.repository';
export {
  createRateLimiter,
  RATE_LIMITED_MESSAGE,
  type RateLimiter,
  type RateRule,
  rateLimitedError,
  rateWindow,
} from './rate-limit.service';

// What other features may use of the website analysis (DESIGN.md §2 rule 1): the safe crawler
// and what a failed read says.

// The address guard, for other reads of an address an owner typed (their online shop's API).
export { AddressRefusedError, assertFetchableUrl, createGuardedAgent } from './address-guard';
export {
  type AnalyzeWebsiteOptions,
  analyzeWebsite,
  knowledgeFromAnalysis,
  type WebsiteAnalysis,
} from './analyze-website';
export { DEFAULT_WEBSITE_FETCH_LIMITS, FAILURE_REASONS, WebsiteFetchError } from './website-fetch-limits';

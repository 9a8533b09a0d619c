import {
  createAgentPreviewOutputSchema,
  emptyOutputSchema,
  generateAgentPreviewOutputSchema,
  successOutputSchema,
} from '../../../domain/contracts/function-outputs';
import {
  createAgentPreviewSchema,
  generateAgentPreviewSchema,
  sendPreviewEmailSchema,
  websiteScraperSchema,
} from '../../../domain/contracts/previews.contract';
import { defineFunction } from '../functions';
import type { RateRule } from '../rate-limit';
import { analyzePreviewWebsite } from './analyze-preview-website.service';
import { createAgentPreview } from './create-preview.service';
import { generateAgentPreview } from './generate-preview.service';
import { sendPreviewEmail } from './send-preview-email.service';

// Per client address. A preview is a handful of calls; a visitor trying several sites is fine,
// a script crawling the web through us is not.
export const PREVIEW_RATE_LIMITS = {
  create: { name: 'previews.create', limit: 10, windowSeconds: 3600 },
  analyze: { name: 'previews.analyze', limit: 10, windowSeconds: 3600 },
  generate: { name: 'previews.generate', limit: 20, windowSeconds: 3600 },
  email: { name: 'previews.email', limit: 5, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;

/** Sends of one preview, whoever asks (the form is offered once). */
export const PREVIEW_EMAIL_PER_PREVIEW: RateRule = {
  name: 'previews.email-of',
  limit: 3,
  windowSeconds: 86_400,
};

/** `POST /api/functions/create-agent-preview`: the questionnaire's answers → {id, status 'pending'}. */
export const createAgentPreviewFunction = defineFunction({
  name: 'create-agent-preview',
  summary: "Start a preview agent from the questionnaire's answers (website, e-mail, name, business, tone)",
  output: createAgentPreviewOutputSchema,
  input: createAgentPreviewSchema,
  access: 'public',
  rateLimit: PREVIEW_RATE_LIMITS.create,
  handle: ({ deps }, input) => createAgentPreview(deps, input),
});

/** `POST /api/functions/website-scraper` {url, previewId}: answers `{}` or an error. */
export const websiteScraperFunction = defineFunction({
  name: 'website-scraper',
  summary: "Read the preview's website (a few pages, robots.txt respected) into its knowledge",
  output: emptyOutputSchema,
  input: websiteScraperSchema,
  access: 'public',
  rateLimit: PREVIEW_RATE_LIMITS.analyze,
  handle: ({ deps, c }, input) => analyzePreviewWebsite(deps, input, { signal: c.req.raw.signal }),
});

/** `POST /api/functions/generate-agent-preview` {previewId} → {customerInquiry, generatedResponse, widgetUrl?}. */
export const generateAgentPreviewFunction = defineFunction({
  name: 'generate-agent-preview',
  summary: "A customer question about the website and the preview agent's answer",
  output: generateAgentPreviewOutputSchema,
  input: generateAgentPreviewSchema,
  access: 'public',
  rateLimit: PREVIEW_RATE_LIMITS.generate,
  handle: ({ deps, clientIp, c }, input) =>
    generateAgentPreview(deps, {
      previewId: input.previewId,
      clientIp,
      requestOrigin: c.req.header('origin'),
    }),
});

/** `POST /api/functions/send-preview-email` {previewId, email?}: answers {success} or an error. */
export const sendPreviewEmailFunction = defineFunction({
  name: 'send-preview-email',
  summary: 'E-mail the finished preview to the visitor',
  output: successOutputSchema,
  input: sendPreviewEmailSchema,
  access: 'public',
  rateLimit: PREVIEW_RATE_LIMITS.email,
  handle: async ({ deps, c }, input) => {
    await deps.rateLimiter.enforce(PREVIEW_EMAIL_PER_PREVIEW, [`preview:${input.previewId}`]);
    return sendPreviewEmail(deps, { input, requestOrigin: c.req.header('origin') });
  },
});

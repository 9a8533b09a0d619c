import { z } from 'zod';
import {
  previewAnswersSchema,
  previewEmailSchema,
  websiteUrlSchema,
} from '../validation/preview-questionnaire';

/** Creating the agent_previews record (status pending): the questionnaire's answers. */
export const createAgentPreviewSchema = z.strictObject(previewAnswersSchema.shape);
export type CreateAgentPreviewInput = z.infer<typeof createAgentPreviewSchema>;
export interface CreateAgentPreviewResponse {
  id: string;
  status: 'pending';
}

/** `website-scraper` {url, previewId}: the answer is only an error, if any. */
export const websiteScraperSchema = z.strictObject({ url: websiteUrlSchema, previewId: z.uuid() });
export type WebsiteScraperInput = z.infer<typeof websiteScraperSchema>;

/** `generate-agent-preview` {previewId}. */
export const generateAgentPreviewSchema = z.strictObject({ previewId: z.uuid() });
export type GenerateAgentPreviewInput = z.infer<typeof generateAgentPreviewSchema>;
export interface GenerateAgentPreviewResponse {
  customerInquiry: string;
  generatedResponse: string;
  /** The preview agent's chat, to show in a frame (same site). */
  widgetUrl?: string;
}

/** `send-preview-email` {previewId, email?}: an address given here is stored on the preview first. */
export const sendPreviewEmailSchema = z.strictObject({
  previewId: z.uuid(),
  email: previewEmailSchema.optional(),
});
export type SendPreviewEmailInput = z.infer<typeof sendPreviewEmailSchema>;

import { z } from 'zod';
import { approveAnswerSchema } from './chat.contract';
import { approveAnswerOutputSchema } from './function-outputs';
import { transcriptMessageSchema } from './inbox.contract';
import { defineRoute } from './route-contract';

/**
 * The answers safe mode held for review (spec dashboard §4: pending → approved → sent, or
 * rejected), each with the conversation around it. Owners review their workspace's; platform
 * admins every workspace's. Deciding uses the spec's `approve-answer` rules and messages.
 */

export const APPROVAL_QUEUE_MESSAGES = {
  loadFailed: 'Failed to load answer approvals',
  processFailed: 'Failed to process approval',
  empty: 'No approval requests',
  emptyAnswer: 'The answer cannot be empty.',
} as const;

export const approvalViewSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  status: z.enum(['pending', 'approved', 'sent', 'rejected', 'superseded']),
  draftContent: z.string(),
  createdAt: z.string(),
  agentName: z.string().nullable(),
  conversation: z.object({
    id: z.string(),
    /** Where the customer wrote: website, messenger or instagram (the card names the social ones). */
    platform: z.string(),
    customerName: z.string().nullable(),
    customerEmail: z.string().nullable(),
    /** The messages before the draft, oldest first (at most 6). */
    messages: z.array(transcriptMessageSchema),
  }),
});
export type ApprovalView = z.infer<typeof approvalViewSchema>;

export const approvalQueueSchema = z.object({ approvals: z.array(approvalViewSchema) });

const tag = 'Approvals';

export const listWorkspaceApprovalsContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/approvals',
  summary: "The workspace's answers waiting for review, oldest first, with their conversations",
  tag,
  access: 'workspace',
  params: z.strictObject({ workspaceId: z.uuid() }),
  output: approvalQueueSchema,
});

export const listAllApprovalsContract = defineRoute({
  method: 'GET',
  path: '/api/admin/approvals',
  summary: "Every workspace's answers waiting for review (platform admins)",
  tag,
  access: 'admin',
  output: approvalQueueSchema,
});

export const decideApprovalBodySchema = approveAnswerSchema.omit({ approvalId: true });

export const decideApprovalContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/approvals/:approvalId/decision',
  summary:
    'Approves (as is, or edited with notes) or rejects a held answer; an approved one reaches the visitor at once',
  tag,
  access: 'workspace',
  role: 'owner',
  params: z.strictObject({ workspaceId: z.uuid(), approvalId: z.uuid() }),
  body: decideApprovalBodySchema,
  output: approveAnswerOutputSchema,
});

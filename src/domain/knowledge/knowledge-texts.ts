/** What the knowledge manager tells the owner beyond the spec's own texts (validation/knowledge.ts). */
export const KNOWLEDGE_TEXTS = {
  itemNotFound: 'This knowledge item no longer exists.',
  noWebsite: 'Add your website address first: this workspace has no website saved.',
  scrapeRunning: 'Your website is already being read. Wait for it to finish, then try again.',
  noAgent: 'This workspace has no agent yet. Set one up in onboarding (AI Agent Setup), then test it here.',
  agentNotFound: 'That agent is not in this workspace.',
  questionRequired: 'Type a question for your agent.',
  questionTooLong: 'Questions can be at most 500 characters.',
  urlTooLong: 'Website addresses can be at most 2048 characters.',
} as const;

export const TEST_QUESTION_MAX_CHARS = 500;
export const WEBSITE_URL_MAX_CHARS = 2048;

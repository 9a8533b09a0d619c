// What other features may use of the chat (DESIGN.md §2 rule 1): the dashboard's test question;
// the reviewers' decision on a held answer; a visitor's conversation taken up again (the widget).

export { agentTestRoutes } from './agent-test.routes';
export { approveAnswer } from './approve-answer.service';
export { aiChatFunction, approveAnswerFunction, createChatQuoteFunction } from './chat.functions';
export { appendMessage } from './chat.repository';
export { CHAT_EVENTS_RATE_LIMIT, chatRoutes } from './chat.routes';
export { chatEngineOf } from './chat-engine-of';
export { CHAT_RESUME_RATE_LIMIT, CHAT_UNREAD_RATE_LIMIT, chatResumeRoutes } from './chat-resume.routes';
export { hashConversationToken, newConversationToken } from './chat-token';
export { runChatTurn } from './chat-turn.service';
export { conversationOfToken } from './conversation-access';
export { createBuiltinEngine } from './engine/builtin-engine';
export type { ChatEngine } from './engine/chat-engine';
export { createChatEngine, FALLBACK_LOG_MESSAGE } from './engine/select-engine';
export { handOffConversation } from './handoff.service';

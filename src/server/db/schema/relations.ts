import { relations } from 'drizzle-orm';
import { agents } from './agents';
import { answerApprovals } from './answer-approvals';
import { authAccounts, authSessions, authUsers } from './auth';
import { conversations, messages } from './conversations';
import { customers } from './customers';
import { knowledgeBase } from './knowledge-base';
import { checkoutSessions, payments, subscriptions } from './payments';
import { quotes } from './quotes';
import { reviews } from './reviews';
import { userProfiles } from './user-profiles';
import { userRoles } from './user-roles';
import { workspaceMembers, workspaces } from './workspaces';

// Relations for drizzle's relational queries: the joins the specs name (quotes with customer,
// conversations with customer, approvals with conversation and customer, customers with their
// quotes and conversations). All in one module so table modules need not import each other back.

// Better Auth's drizzle adapter reads a session with its user (every signed-in request) and a user
// with their accounts (sign-in) through these, one statement each (decision 070).
export const authUsersRelations = relations(authUsers, ({ many }) => ({
  sessions: many(authSessions),
  accounts: many(authAccounts),
}));

export const authSessionsRelations = relations(authSessions, ({ one }) => ({
  user: one(authUsers, { fields: [authSessions.userId], references: [authUsers.id] }),
}));

export const authAccountsRelations = relations(authAccounts, ({ one }) => ({
  user: one(authUsers, { fields: [authAccounts.userId], references: [authUsers.id] }),
}));

export const workspacesRelations = relations(workspaces, ({ many }) => ({
  members: many(workspaceMembers),
  agents: many(agents),
  customers: many(customers),
  conversations: many(conversations),
  quotes: many(quotes),
  knowledgeBase: many(knowledgeBase),
}));

export const workspaceMembersRelations = relations(workspaceMembers, ({ one }) => ({
  workspace: one(workspaces, { fields: [workspaceMembers.workspaceId], references: [workspaces.id] }),
  user: one(authUsers, { fields: [workspaceMembers.userId], references: [authUsers.id] }),
}));

export const userProfilesRelations = relations(userProfiles, ({ one }) => ({
  user: one(authUsers, { fields: [userProfiles.userId], references: [authUsers.id] }),
  workspace: one(workspaces, { fields: [userProfiles.workspaceId], references: [workspaces.id] }),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(authUsers, { fields: [userRoles.userId], references: [authUsers.id] }),
}));

export const agentsRelations = relations(agents, ({ one, many }) => ({
  workspace: one(workspaces, { fields: [agents.workspaceId], references: [workspaces.id] }),
  conversations: many(conversations),
  answerApprovals: many(answerApprovals),
}));

export const customersRelations = relations(customers, ({ one, many }) => ({
  workspace: one(workspaces, { fields: [customers.workspaceId], references: [workspaces.id] }),
  quotes: many(quotes),
  conversations: many(conversations),
  reviews: many(reviews),
}));

export const conversationsRelations = relations(conversations, ({ one, many }) => ({
  workspace: one(workspaces, { fields: [conversations.workspaceId], references: [workspaces.id] }),
  customer: one(customers, { fields: [conversations.customerId], references: [customers.id] }),
  agent: one(agents, { fields: [conversations.agentId], references: [agents.id] }),
  messages: many(messages),
  quotes: many(quotes),
  answerApprovals: many(answerApprovals),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  conversation: one(conversations, { fields: [messages.conversationId], references: [conversations.id] }),
}));

export const quotesRelations = relations(quotes, ({ one, many }) => ({
  workspace: one(workspaces, { fields: [quotes.workspaceId], references: [workspaces.id] }),
  customer: one(customers, { fields: [quotes.customerId], references: [customers.id] }),
  conversation: one(conversations, { fields: [quotes.conversationId], references: [conversations.id] }),
  reviews: many(reviews),
  checkoutSessions: many(checkoutSessions),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  customer: one(customers, { fields: [reviews.customerId], references: [customers.id] }),
  quote: one(quotes, { fields: [reviews.quoteId], references: [quotes.id] }),
}));

export const answerApprovalsRelations = relations(answerApprovals, ({ one }) => ({
  conversation: one(conversations, {
    fields: [answerApprovals.conversationId],
    references: [conversations.id],
  }),
  agent: one(agents, { fields: [answerApprovals.agentId], references: [agents.id] }),
  message: one(messages, { fields: [answerApprovals.messageId], references: [messages.id] }),
}));

export const checkoutSessionsRelations = relations(checkoutSessions, ({ one }) => ({
  quote: one(quotes, { fields: [checkoutSessions.quoteId], references: [quotes.id] }),
  workspace: one(workspaces, { fields: [checkoutSessions.workspaceId], references: [workspaces.id] }),
  payment: one(payments),
  subscription: one(subscriptions),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  checkoutSession: one(checkoutSessions, {
    fields: [payments.checkoutSessionId],
    references: [checkoutSessions.id],
  }),
  quote: one(quotes, { fields: [payments.quoteId], references: [quotes.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  checkoutSession: one(checkoutSessions, {
    fields: [subscriptions.checkoutSessionId],
    references: [checkoutSessions.id],
  }),
  workspace: one(workspaces, { fields: [subscriptions.workspaceId], references: [workspaces.id] }),
}));

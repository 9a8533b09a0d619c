import type { Env } from '../../env';
import { type RateRule, rateWindow } from '../rate-limit';

/** The limits every chat turn counts, in its own statement (chat_accept_turn). */
export function chatTurnRateRules(
  env: Pick<
    Env,
    | 'CHAT_TURNS_PER_MINUTE_PER_IP'
    | 'CHAT_TURNS_PER_MINUTE_PER_CONVERSATION'
    | 'CHAT_SERVER_TURNS_PER_MINUTE_PER_WORKSPACE'
  >,
) {
  return {
    ip: { name: 'chat.ip', limit: env.CHAT_TURNS_PER_MINUTE_PER_IP, windowSeconds: 60 },
    conversation: {
      name: 'chat.conversation',
      limit: env.CHAT_TURNS_PER_MINUTE_PER_CONVERSATION,
      windowSeconds: 60,
    },
    // Calls without an Origin (another server using a public key), per workspace: src/domain/chat-caller.ts.
    server: {
      name: 'chat.server',
      limit: env.CHAT_SERVER_TURNS_PER_MINUTE_PER_WORKSPACE,
      windowSeconds: 60,
    },
  };
}

/**
 * A window whose subject (a conversation's or a workspace's id) is known only in the database:
 * the statement builds the key as prefix + id + suffix.
 */
export function windowAroundId(rule: RateRule, subjectPrefix: string, now: Date) {
  const window = rateWindow(rule, subjectPrefix, now);
  const suffix = window.key.slice(window.key.lastIndexOf(':'));
  return {
    retryAfterSeconds: window.retryAfterSeconds,
    keys: {
      keyPrefix: window.key.slice(0, -suffix.length),
      keySuffix: suffix,
      windowStart: window.windowStart,
      limit: rule.limit,
    },
  };
}

import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { CHAT_LIMIT_MESSAGES } from '../../../domain/chat';
import { noticeOf, transcriptAuthor } from '../../../domain/inbox';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { streamEnds } from '../../http/stream-end';
import { AppError } from '../../lib/app-error';
import { realtimeOf } from '../../realtime/realtime-of';
import type { RateRule } from '../rate-limit';
import { limitByClientAddress } from '../rate-limit';
import { type AgentMessage, agentMessages } from './chat.repository';
import { conversationOfToken } from './conversation-access';

/** Who the visitor hears from: the agent, a team member, or the team's notice. */
function visitorAuthor(message: AgentMessage): 'agent' | 'person' | 'notice' {
  const author = transcriptAuthor({ sender: 'agent', metadata: message.metadata });
  return author === 'visitor' ? 'agent' : author;
}

/** Comment lines keep idle proxies from closing the stream (the spec's realtime heartbeat). */
export const HEARTBEAT_MS = 25_000;

/** Per client address: an open chat reconnecting every 5 s stays within it; guessing does not. */
export const CHAT_EVENTS_RATE_LIMIT: RateRule = { name: 'chat.events', limit: 120, windowSeconds: 600 };

const eventsQuery = z.strictObject({
  conversationId: z.uuid(CHAT_LIMIT_MESSAGES.conversationNotFound),
  token: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, CHAT_LIMIT_MESSAGES.conversationNotFound),
  /** Agent messages newer than this are sent first, so a reconnecting chat misses nothing. */
  after: z.iso.datetime({ offset: true }).optional(),
});

/**
 * `GET /api/chat/events`: a visitor's open chat listens here for agent messages that arrive
 * outside its own turns (an answer approved in safe mode, a team member's reply, the team's
 * notices such as "a person has joined", each with its `author` and `notice`). Only the
 * holder of the conversation's token may listen. Unlike ai-chat it needs no Origin rule: it
 * changes nothing, a page of another site cannot read it (no CORS), and a server holding the
 * token already took part in the conversation (browsers send no Origin on a same-origin GET).
 */
export function chatRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/events', limitByClientAddress(deps, CHAT_EVENTS_RATE_LIMIT), async (c) => {
    const parsed = eventsQuery.safeParse(c.req.query());
    if (!parsed.success) throw new AppError('NOT_FOUND', CHAT_LIMIT_MESSAGES.conversationNotFound);
    const { conversationId, token, after } = parsed.data;
    const conversation = await conversationOfToken(deps.db, { conversationId, token });
    if (!conversation) throw new AppError('NOT_FOUND', CHAT_LIMIT_MESSAGES.conversationNotFound);

    const realtime = realtimeOf(deps);
    return streamSSE(c, async (stream) => {
      const send = (message: AgentMessage) => {
        const author = visitorAuthor(message);
        return stream.writeSSE({
          event: 'message',
          id: message.id,
          data: JSON.stringify({
            id: message.id,
            content: message.content,
            createdAt: message.createdAt,
            author,
            // A team member's reply is signed with their name, as the owner's e-mail to the visitor is.
            authorName:
              author === 'person' && typeof message.metadata?.author_name === 'string'
                ? message.metadata.author_name
                : null,
            notice: noticeOf({ sender: 'agent', metadata: message.metadata }),
          }),
        });
      };
      const unsubscribe = await realtime.subscribe(conversationId, (event) => {
        void agentMessages(deps.db, { conversationId, messageId: event.messageId })
          .then((rows) => Promise.all(rows.map(send)))
          .catch((error) => deps.logger.warn({ err: error }, 'could not deliver a chat event'));
      });
      if (after)
        for (const message of await agentMessages(deps.db, { conversationId, after: new Date(after) }))
          await send(message);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      await streamEnds(stream, deps);
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
  return app;
}

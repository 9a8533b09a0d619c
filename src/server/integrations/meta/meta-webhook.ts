import { z } from 'zod';

/**
 * Messenger and Instagram webhook bodies (docs: webhook-events/messages, message-echoes; Instagram
 * examples), flattened into the message events we act on. Entries and their `messaging[]` items
 * come batched; handover puts items in `standby[]` instead; Instagram's dashboard test events use
 * `changes[{field:'messages', value}]`. Delivery, read and the other events carry no message and
 * are left out. An item that does not fit is skipped, never the whole batch: Meta would retry a
 * refused body for hours.
 */

export type SocialPlatform = 'messenger' | 'instagram';

const attachmentSchema = z
  .object({ type: z.string().default('fallback'), payload: z.unknown().optional() })
  .loose();

const messageSchema = z
  .object({
    mid: z.string().min(1),
    text: z.string().optional(),
    is_echo: z.boolean().optional(),
    app_id: z.union([z.string(), z.number()]).optional(),
    metadata: z.string().optional(),
    is_deleted: z.boolean().optional(),
    is_unsupported: z.boolean().optional(),
    attachments: z.array(attachmentSchema).optional(),
    quick_reply: z.object({ payload: z.string() }).loose().optional(),
    reply_to: z.object({ mid: z.string().optional() }).loose().optional(),
  })
  .loose();

const itemSchema = z
  .object({
    sender: z.object({ id: z.string().min(1) }).loose(),
    recipient: z.object({ id: z.string().min(1) }).loose(),
    timestamp: z.coerce.number().optional(),
    message: messageSchema,
  })
  .loose();

const entrySchema = z
  .object({
    id: z.string().min(1),
    time: z.number().optional(),
    messaging: z.array(z.unknown()).optional(),
    standby: z.array(z.unknown()).optional(),
    changes: z.array(z.object({ field: z.string(), value: z.unknown() }).loose()).optional(),
  })
  .loose();

export const metaWebhookSchema = z
  .object({ object: z.enum(['page', 'instagram']), entry: z.array(entrySchema) })
  .loose();

interface EventBase {
  platform: SocialPlatform;
  /** The entry's id: our Page (Messenger) or Instagram professional account. */
  accountId: string;
  /** The customer: the sender of their messages, the recipient of an echo. */
  customerId: string;
  mid: string;
  text: string | null;
  /** Attachment types (image, video, audio, file, reel, ...), in order. */
  attachments: string[];
  /** When Meta says it happened (ms since 1970); the arrival time when it gave none. */
  timestamp: number | null;
  /** Arrived in `standby[]`: another app holds the thread (handover protocol). */
  standby: boolean;
}

export type MetaMessageEvent =
  | (EventBase & { kind: 'message'; isDeleted: boolean; isUnsupported: boolean; replyToMid: string | null })
  | (EventBase & { kind: 'echo'; appId: string | null; metadata: string | null });

export interface ParsedMetaWebhook {
  events: MetaMessageEvent[];
  /** Items that were not message events (delivery, read, postbacks ...) or did not fit. */
  skipped: number;
}

function toEvent(
  raw: unknown,
  options: { platform: SocialPlatform; accountId: string; standby: boolean },
): MetaMessageEvent | null {
  const parsed = itemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { sender, recipient, timestamp, message } = parsed.data;
  const base = {
    platform: options.platform,
    accountId: options.accountId,
    mid: message.mid,
    text: message.text ?? null,
    attachments: (message.attachments ?? []).map((a) => a.type),
    timestamp: timestamp ?? null,
    standby: options.standby,
  };
  if (message.is_echo)
    return {
      ...base,
      kind: 'echo',
      customerId: recipient.id,
      appId: message.app_id === undefined ? null : String(message.app_id),
      metadata: message.metadata ?? null,
    };
  return {
    ...base,
    kind: 'message',
    customerId: sender.id,
    isDeleted: message.is_deleted === true,
    isUnsupported: message.is_unsupported === true,
    replyToMid: message.reply_to?.mid ?? null,
  };
}

/** The message events of a webhook body already parsed as JSON; null when it is not Meta's shape. */
export function parseMetaWebhook(json: unknown): ParsedMetaWebhook | null {
  const parsed = metaWebhookSchema.safeParse(json);
  if (!parsed.success) return null;
  const platform: SocialPlatform = parsed.data.object === 'page' ? 'messenger' : 'instagram';
  const events: MetaMessageEvent[] = [];
  let skipped = 0;
  for (const entry of parsed.data.entry) {
    const items: { raw: unknown; standby: boolean }[] = [
      ...(entry.messaging ?? []).map((raw) => ({ raw, standby: false })),
      ...(entry.standby ?? []).map((raw) => ({ raw, standby: true })),
      ...(entry.changes ?? [])
        .filter((change) => change.field === 'messages')
        .map((change) => ({ raw: change.value, standby: false })),
    ];
    skipped += (entry.changes ?? []).filter((change) => change.field !== 'messages').length;
    for (const { raw, standby } of items) {
      const event = toEvent(raw, { platform, accountId: entry.id, standby });
      if (event) events.push(event);
      else skipped += 1;
    }
  }
  return { events, skipped };
}

const ATTACHMENT_WORDS: Record<string, string> = {
  image: 'photo',
  video: 'video',
  audio: 'voice message',
  file: 'file',
  reel: 'reel',
  ig_reel: 'reel',
  story_mention: 'story mention',
  share: 'shared post',
  sticker: 'sticker',
  location: 'location',
};

/**
 * What a message that is not text was, in the transcript's words ("[photo]"): stored as it is, so a
 * person sees it; nothing about its content is guessed.
 */
export function describeAttachments(types: readonly string[]): string {
  if (types.length === 0) return '[unsupported message]';
  return types.map((type) => `[${ATTACHMENT_WORDS[type] ?? 'attachment'}]`).join(' ');
}

/**
 * Social direct messages (Messenger, Instagram) answered by the workspace's agent: the channel
 * states, and Meta's messaging window (INTEGRATIONS.md B, "Send API").
 */

export const SOCIAL_PLATFORMS = ['messenger', 'instagram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** needs_reconnect: Graph refused the Page token (code 190); nothing is sent until a new one is pasted. */
export const SOCIAL_CHANNEL_STATUSES = ['connected', 'needs_reconnect'] as const;
export type SocialChannelStatus = (typeof SOCIAL_CHANNEL_STATUSES)[number];

/** A business may answer (messaging_type RESPONSE) only within 24 hours of the customer's last message. */
export const SOCIAL_REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

export function withinReplyWindow(lastCustomerMessageAt: Date | null, now: Date): boolean {
  if (!lastCustomerMessageAt) return false;
  return now.getTime() - lastCustomerMessageAt.getTime() < SOCIAL_REPLY_WINDOW_MS;
}

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  messenger: 'Messenger',
  instagram: 'Instagram',
};

export const SOCIAL_MESSAGES = {
  notConfigured:
    'Connecting social accounts is not set up on this server: its administrator must set META_APP_SECRET (and META_VERIFY_TOKEN) from the Meta app.',
  webhookNotConfigured: 'Meta webhooks are not set up on this server (META_APP_SECRET is not set).',
  missingSignature: 'Missing X-Hub-Signature-256 header.',
  invalidSignature: 'Invalid X-Hub-Signature-256 signature.',
  malformed: 'The body is not a Messenger or Instagram webhook.',
  badToken:
    'Facebook did not accept this Page ID and Page access token. Check both and paste a fresh Page access token.',
  pageTaken: 'This Facebook Page is already connected to another workspace.',
  notSubscribed:
    "Facebook would not send this Page's messages to your agent. Make the token with the pages_messaging and pages_manage_metadata permissions, by an admin of the Page, and connect again.",
  notConnected: 'No Facebook Page is connected.',
  outsideWindow:
    'Not sent: Meta lets a business reply only within 24 hours of the customer\u2019s last message, and this customer last wrote earlier than that. Your reply will be possible once they write again.',
  needsReconnect:
    'Not sent: Facebook no longer accepts the connected Page token. The owner must reconnect the Page in Social channels.',
  reconnectReason:
    'Facebook refused the Page access token (expired or revoked). Paste a new one to reconnect.',
  pageInboxReply: 'A team member replied from the Facebook Page inbox',
  attachmentReceived: 'The customer sent something other than text',
  standby: 'Another app of the Page holds this conversation (Meta handover)',
} as const;

/** Why a message of ours did not reach the customer: Meta's own words, after ours. */
export function sendRefusedReason(graphMessage: string): string {
  const detail = graphMessage.replace(/^send: /, '').trim();
  return `Not sent: Meta refused this message${detail ? ` (${detail})` : ''}.`;
}

/** A conversation's channel as the inbox and the lead list show it: Messenger and Instagram by name. */
export function conversationChannelLabel(platform: string): string {
  return (SOCIAL_PLATFORM_LABELS as Record<string, string>)[platform] ?? platform;
}

/** Who the inbox calls a customer it has no name for, by where they wrote. */
export function unnamedCustomerLabel(platform: string): string {
  const social = (SOCIAL_PLATFORM_LABELS as Record<string, string>)[platform];
  return social ? `${social} customer` : 'Website visitor';
}

/** Longest name kept from a profile (the inbox and lead lists show it on one line). */
const PROFILE_NAME_MAX_CHARS = 80;

/**
 * The name a customer's Graph profile gives them, or null when it gives none: Messenger's first
 * and last name; Instagram's display name, else its @handle.
 */
export function profileDisplayName(profile: {
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  username: string | null;
}): string | null {
  const clean = (value: string | null) => value?.replace(/\s+/g, ' ').trim() ?? '';
  const full = [clean(profile.firstName), clean(profile.lastName)].filter(Boolean).join(' ');
  const handle = clean(profile.username).replace(/^@/, '');
  const name = full || clean(profile.name) || (handle ? `@${handle}` : '');
  return name ? name.slice(0, PROFILE_NAME_MAX_CHARS) : null;
}

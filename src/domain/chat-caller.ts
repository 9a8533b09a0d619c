/**
 * Who sent an ai-chat call, by its Origin header (issue 12, finding 10). Browsers set it and pages
 * cannot forge it; the app's origin check has already refused pages of origins it does not trust,
 * and the widget's chat frame is served from our own origin, so its calls carry ours.
 * - `page`: one of our own pages (the public site's chats, the widget's frame).
 * - `hidden_page`: `Origin: null`, a page that hides where it is (a sandboxed frame, a form posted
 *   with no-referrer from any site). Refused: no page of ours sends it.
 * - `server`: no Origin at all, another server using the workspace's public key. Allowed, within a
 *   per-workspace budget, since anything can send such a call.
 * Where the frame is shown is not asked of the frame: browsers hold its parent to the workspace's
 * allowed domains themselves (frame-ancestors, src/server/features/widget/frame-ancestors.ts),
 * while a parent the frame reported would be whatever a script chose to send.
 */
export type ChatCaller = 'page' | 'hidden_page' | 'server';

export const CHAT_CALLER_REFUSED = 'This chat can only be used on the business’s own website.';

export function chatCallerOf(origin: string | undefined): ChatCaller {
  if (origin === undefined || origin.trim() === '') return 'server';
  return origin.trim() === 'null' ? 'hidden_page' : 'page';
}

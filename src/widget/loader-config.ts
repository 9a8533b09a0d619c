// What the loader reads from its own script tag, checked before anything is drawn. Kept free of
// DOM and of libraries: it is part of /widget.js, whose size is budgeted.
import { contrastRatio } from '../domain/color-contrast';
import { WORKSPACE_KEY_PATTERN } from '../domain/widget-key';

const AGENT_PATTERN = /^[a-z]{1,20}$/;
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The launcher's colour when the script tag names none. */
export const DEFAULT_LAUNCHER_COLOR = '#4f46e5';

export interface LoaderConfig {
  workspace: string;
  /** Where /widget.js came from: the chat frame is loaded from, and must answer from, here. */
  origin: string;
  /** The tag's data-color (or the default): what the launcher shows until the owner's colour is known. */
  color: string;
  /** An agent type chosen in the tag (data-agent); the workspace's first agent otherwise. */
  agent: string | null;
}

/** The script tag's attributes (`script.dataset`). */
export interface LoaderAttributes {
  workspace?: string;
  color?: string;
  agent?: string;
}

/** The loader's settings, or null when the tag is unusable (no valid key, not loaded over http). */
export function readLoaderConfig(src: string, data: LoaderAttributes): LoaderConfig | null {
  const workspace = data.workspace?.trim() ?? '';
  if (!WORKSPACE_KEY_PATTERN.test(workspace)) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const color = data.color?.trim() ?? '';
  const agent = data.agent?.trim() ?? '';
  return {
    workspace,
    origin: url.origin,
    // Only a hex colour: the value goes into the launcher's stylesheet.
    color: HEX_COLOR.test(color) ? color : DEFAULT_LAUNCHER_COLOR,
    agent: AGENT_PATTERN.test(agent) ? agent : null,
  };
}

/** Where the loader asks for the owner's current launcher colour (GET /api/widget/launcher). */
export function launcherUrl(config: LoaderConfig): string {
  return `${config.origin}/api/widget/launcher?${new URLSearchParams({ workspace: config.workspace })}`;
}

/**
 * The colour in the launcher answer, or null (none chosen, or anything but a hex colour: the value
 * goes into the launcher's stylesheet, so the server's word is checked here too).
 */
export function launcherColorFrom(answer: unknown): string | null {
  const color = (answer as { color?: unknown } | null)?.color;
  return typeof color === 'string' && HEX_COLOR.test(color) ? color : null;
}

/**
 * Whether the owner put the launcher on the left (the answer's `position`); anything else keeps
 * the usual bottom right.
 */
export function launcherOnLeft(answer: unknown): boolean {
  return (answer as { position?: unknown } | null)?.position === 'bottom-left';
}

/**
 * The hidden page that counts the replies waiting for the visitor (GET /embed/unread), on the
 * loader's own origin: it reads the storage the chat frame keeps there.
 */
export function unreadCounterUrl(config: LoaderConfig): string {
  return `${config.origin}/embed/unread?${new URLSearchParams({ workspace: config.workspace })}`;
}

/** The chat frame's address on the loader's own origin. */
export function embedChatUrl(config: LoaderConfig): string {
  const query = new URLSearchParams({ workspace: config.workspace });
  if (config.agent) query.set('agent', config.agent);
  return `${config.origin}/embed/chat?${query}`;
}

/** A colour for the launcher's icon on `hex`: white or near-black, whichever contrasts more. */
export function iconColorOn(hex: string): string {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#111827') ? '#ffffff' : '#111827';
}

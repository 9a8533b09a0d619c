// /embed/unread: the widget's hidden reply counter (docs/decisions/095-…). The loader adds it,
// once the host page has loaded and is idle, as a tiny frame on our origin; in the business
// site's (partitioned) storage partition it reads the conversation the chat frame kept, asks
// POST /api/chat/unread how many replies came after the ones the visitor saw, and posts that
// number to the loader. No conversation kept: nothing more (no request). A few hundred bytes of
// HTML and script, not the app: the chat frame's 55 kB of scripts load only on a click.
import { createHash } from 'node:crypto';
import { unreadRepliesContract } from '../../../domain/contracts/chat-unread.contract';
import { storedConversationKey } from '../../../domain/widget-stored-conversation';
import { WIDGET_MESSAGE_SOURCE } from '../../../widget/widget-messages';

export const UNREAD_PAGE_PATH = '/embed/unread';

/**
 * The page's only script. Plain ES2017 for every browser that partitions storage; every failure
 * (storage blocked, no network) ends in silence: the launcher just shows no count. The count goes
 * to whichever page frames this one ('*'): frame-ancestors limits that to the workspace's sites,
 * and a site's storage partition holds only the conversations begun on it.
 */
const SCRIPT = `(function(){try{var w=new URLSearchParams(location.search).get("workspace")||"",k=JSON.parse(localStorage.getItem(${JSON.stringify(storedConversationKey(''))}+w)||"null");if(!k||typeof k.seen!=="number")return;fetch(${JSON.stringify(unreadRepliesContract.path)},{method:"POST",credentials:"omit",headers:{"content-type":"application/json"},body:JSON.stringify({workspaceKey:w,conversationId:k.conversationId,token:k.token,seen:k.seen})}).then(function(r){return r.ok?r.json():null}).then(function(a){if(a&&a.count>0)parent.postMessage({source:${JSON.stringify(WIDGET_MESSAGE_SOURCE)},type:"unread",count:a.count},"*")}).catch(function(){})}catch(e){}})()`;

export const UNREAD_PAGE_HTML = `<!doctype html><meta charset="utf-8"><title>Chat</title><script>${SCRIPT}</script>`;

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/**
 * The page's own policy, stricter than the app's: its one inline script (by hash), requests to our
 * origin only, nothing else loaded, and framed only where the chat may be (`frameAncestors`).
 */
export function unreadPagePolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${SCRIPT_HASH}`,
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The same for every workspace but its framing policy: a browser keeps it five minutes, so a
 * visitor moving through a site asks about once; a change of allowed domains applies within them.
 */
export const UNREAD_PAGE_CACHE_CONTROL = 'public, max-age=300';

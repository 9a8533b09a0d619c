import { OAUTH_CALLBACK_MESSAGE_TYPE } from '../../../domain/crm-connection';
import { html } from '../../lib/html';

export const CRM_CALLBACK_SCRIPT_PATH = '/api/crm/oauth/callback.js';

/**
 * The page the provider's popup lands on. The CSP allows no inline script, so the result rides
 * on data attributes and a same-origin script tells the dashboard window (only on our own
 * origin) and closes the popup after a success; an error stays on screen, in words.
 */
export function renderCallbackPage(options: { ok: boolean; title: string; message: string }): string {
  const body = html`<main data-crm-result="${options.ok ? 'connected' : 'error'}" data-crm-message="${options.message}">
<h1>${options.title}</h1>
<p>${options.message}</p>
<p>${options.ok ? 'You can close this window.' : 'Close this window and try again from the CRM card.'}</p>
</main>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${html`${options.title}`}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111}h1{font-size:1.4rem}</style>
<script src="${CRM_CALLBACK_SCRIPT_PATH}" defer></script></head><body>${body}</body></html>`;
}

/** The popup's script: posts the outcome to the window that opened it, then closes on success. */
export const CALLBACK_SCRIPT = `(() => {
  const main = document.querySelector('[data-crm-result]');
  if (!main) return;
  const status = main.getAttribute('data-crm-result');
  const message = main.getAttribute('data-crm-message');
  if (window.opener) {
    window.opener.postMessage({ type: ${JSON.stringify(OAUTH_CALLBACK_MESSAGE_TYPE)}, status, message }, window.location.origin);
    if (status === 'connected') setTimeout(() => window.close(), 300);
  }
})();
`;

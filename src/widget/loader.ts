// /widget.js: the script a business pastes into its own pages. It draws the launcher and a tiny
// hidden counter of waiting replies; the chat frame (and every request it makes) is created on the
// visitor's first click.
// Plain TypeScript without libraries, bundled on its own (src/widget/loader-bundle.mjs): its
// gzip size is budgeted, and a host page's speed must not notice it.
import {
  embedChatUrl,
  iconColorOn,
  type LoaderConfig,
  launcherColorFrom,
  launcherOnLeft,
  launcherUrl,
  readLoaderConfig,
  unreadCounterUrl,
} from './loader-config';
import { launcherStyles } from './loader-styles';
import { type HostMessage, hostMessage, messageFromFrame } from './widget-messages';

const icon = (path: string) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const CHAT_ICON = icon('M7.9 20A9 9 0 1 0 4 16.1L2 22Z');
const CLOSE_ICON = icon('M18 6 6 18M6 6l12 12');
const HOST_ATTRIBUTE = 'data-agent-widget';

/** What a screen reader hears: "Open chat, 1 new reply" while answers wait behind the closed panel. */
function launcherLabel(open: boolean, unread: number): string {
  if (open) return 'Close chat';
  return unread ? `Open chat, ${unread} new repl${unread > 1 ? 'ies' : 'y'}` : 'Open chat';
}

const styles = (color: string, left: boolean) => launcherStyles(color, iconColorOn(color), left);

/** How long the launcher waits for the owner's colour and side before it shows the tag's colour, bottom right. */
const COLOR_WAIT_MS = 1000;

function mount(config: LoaderConfig, ownerLook: Promise<unknown>): void {
  // A page that includes the tag twice (or a site script that runs it again) gets one launcher.
  if (document.querySelector(`[${HOST_ATTRIBUTE}="${config.workspace}"]`)) return;
  const host = document.createElement('div');
  host.setAttribute(HOST_ATTRIBUTE, config.workspace);
  const root = host.attachShadow({ mode: 'open' });
  // The panel comes first, so Tab from the end of the chat reaches the launcher (Close chat).
  root.innerHTML = `<style>${styles(config.color, false)}</style><div class="p" id="p" hidden></div><button class="l" type="button" aria-controls="p"></button>`;
  const sheet = root.querySelector('style')!;
  // The owner's colour and side, once known, replace the tag's (usually before the first drawing: see below).
  void ownerLook.then((answer) => {
    const color = launcherColorFrom(answer) ?? config.color;
    const left = launcherOnLeft(answer);
    if (color !== config.color || left) sheet.textContent = styles(color, left);
  });
  const panel = root.querySelector<HTMLElement>('.p')!;
  const launcher = root.querySelector('button')!;
  let frame: HTMLIFrameElement | undefined;
  let open = false;
  let unread = 0;

  const post = (type: HostMessage['type']) =>
    frame?.contentWindow?.postMessage(hostMessage(type), config.origin);

  const draw = () => {
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', launcherLabel(open, unread));
    launcher.innerHTML = open
      ? CLOSE_ICON
      : CHAT_ICON + (unread ? `<span class="b" aria-hidden="true">${unread}</span>` : '');
    panel.hidden = !open;
  };

  const toggle = (next: boolean) => {
    open = next;
    if (open) unread = 0;
    draw();
    if (!open) {
      post('hidden');
      // Focus was in the frame, which is gone from the screen: it goes back where the chat opened.
      launcher.focus();
    } else if (frame) {
      frame.focus();
      post('open');
    } else {
      frame = document.createElement('iframe');
      frame.src = embedChatUrl(config);
      frame.title = 'Chat';
      // The chat never needs to navigate or script the host page.
      frame.setAttribute(
        'sandbox',
        'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
      );
      panel.append(frame);
    }
  };

  launcher.addEventListener('click', () => toggle(!open));
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && open) toggle(false);
  });
  // Replies that came while the visitor was on other pages: a tiny hidden page of ours reads the
  // conversation the chat frame kept (our origin's storage, which this script cannot read) and
  // posts how many wait (decision 095). Once the chat frame exists, only it speaks.
  const counter = document.createElement('iframe');
  counter.hidden = true;
  counter.src = unreadCounterUrl(config);
  counter.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  root.append(counter);
  window.addEventListener('message', (event) => {
    const message = messageFromFrame(event, {
      origin: config.origin,
      window: (frame ?? counter).contentWindow,
    });
    if (message?.type === 'ready') {
      // The chat has drawn itself (after its config arrived, later than the frame's load event):
      // the loading ring behind it goes.
      panel.setAttribute('data-loaded', '');
      if (open) frame!.focus();
      post(open ? 'open' : 'hidden');
    } else if (message?.type === 'close') {
      if (open) toggle(false);
    } else if (message?.type === 'unread' && !open) {
      unread = message.count;
      draw();
    }
  });
  draw();
  document.body.append(host);
}

const script =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>('script[data-workspace][src*="widget.js"]');
const config = script && readLoaderConfig(script.src, script.dataset);
if (!config) {
  console.warn('Chat widget: the widget.js script tag needs data-workspace="YOUR_PUBLIC_KEY".');
} else {
  // The launcher waits until the host page has loaded and the browser is idle (at most 2 s more),
  // so it never competes with the page's own content for the network, the CPU or the first paints
  // (issue 17: the host's LCP must not move). The owner's current colour and side are asked for at the
  // load event (no cookies; the browser keeps the answer a few minutes), and the launcher waits
  // for it up to COLOR_WAIT_MS once idle, so it rarely shows the pasted tag's older colour first.
  const whenIdle = () => {
    const ownerLook: Promise<unknown> = fetch(launcherUrl(config), { credentials: 'omit' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    const draw = () =>
      void Promise.race([ownerLook, new Promise((resolve) => setTimeout(resolve, COLOR_WAIT_MS))]).then(() =>
        mount(config, ownerLook),
      );
    if ('requestIdleCallback' in window) requestIdleCallback(draw, { timeout: 2000 });
    else setTimeout(draw, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

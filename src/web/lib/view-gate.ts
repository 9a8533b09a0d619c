import { holdReady, nextTask, releaseReady } from './deferred-hydration';

// The server HTML of a section that is not live yet, watched until it is (HydrateOnView, decision
// record 044). It opens when the section comes near the viewport, or at once when the visitor
// reaches into it; a click or a form submission that arrives before the section is live is held
// and dispatched again once it is, so it is never lost (decision record 037 lost such clicks).

/** How far above or below the viewport a section starts hydrating, so it is live when seen. */
const NEAR_VIEW_MARGIN = '200px 0px';
/** The first signs of use: the section hydrates in the same task, before the press becomes a click. */
const USE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** What a section without its handlers would lose; held, then dispatched again once it is live. */
const HELD_EVENTS = ['click', 'submit'] as const;

export type ViewGate = {
  /** Resolves when the section should hydrate. */
  readonly opened: Promise<void>;
  /** The section's server HTML, still in the document until the section is live. */
  readonly element: HTMLElement;
  readonly isLive: () => boolean;
  /** Resolves once the section is live (its handlers attached). */
  readonly live: Promise<void>;
  /** Opens the gate now, whether or not the section is near the view. */
  readonly open: () => void;
  /** Called once the section's handlers are attached: stops watching, replays held events. */
  readonly markLive: () => void;
};

/** A click that opens a new tab or window, or a non-primary button, is the browser's own. */
function isBrowserOwnClick(event: Event): boolean {
  if (!(event instanceof MouseEvent)) return false;
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The same action again, now that the section's handlers are attached. */
function dispatchAgain(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    target.requestSubmit((event as SubmitEvent).submitter);
    return;
  }
  if (event instanceof MouseEvent) {
    // A dispatched click runs the element's own activation (a link follows, a checkbox toggles,
    // a submit button submits), as the cancelled one would have.
    target.dispatchEvent(new MouseEvent('click', event));
  }
}

type NearViewWatcher = (near: boolean) => void;
const nearViewWatchers = new Map<Element, NearViewWatcher>();
let nearViewObserver: IntersectionObserver | undefined;

/**
 * One observer for every gate of the page (creating one per section showed in the hydration
 * task); each gate hears whether its section came near the viewport in the observer's report.
 */
function watchNearView(element: Element, watcher: NearViewWatcher): () => void {
  nearViewObserver ??= new IntersectionObserver(
    (entries) => {
      const near = new Map<Element, boolean>();
      for (const entry of entries)
        near.set(entry.target, (near.get(entry.target) ?? false) || entry.isIntersecting);
      for (const [target, isNear] of near) nearViewWatchers.get(target)?.(isNear);
    },
    { rootMargin: NEAR_VIEW_MARGIN },
  );
  nearViewWatchers.set(element, watcher);
  nearViewObserver.observe(element);
  return () => {
    nearViewWatchers.delete(element);
    nearViewObserver?.unobserve(element);
  };
}

export function openViewGate(element: HTMLElement, key: string): ViewGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let live = false;
  let becameLive!: () => void;
  const liveSoon = new Promise<void>((resolve) => {
    becameLive = resolve;
  });
  const held: Event[] = [];
  // Until the observer first reports, the page is not ready: the section may be on screen.
  holdReady(key);
  element.dataset.hydration = 'waiting';

  const onUse = () => open();
  const onHeld = (event: Event) => {
    if (isBrowserOwnClick(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    open();
  };
  const stopWatching =
    typeof IntersectionObserver === 'undefined'
      ? null
      : watchNearView(element, (near) => {
          // Near the viewport: in a task of its own, after what the browser is doing now.
          if (near) void nextTask().then(open);
          // Off screen: the page is ready without it.
          else releaseReady(key);
        });
  if (!stopWatching) void nextTask().then(open);
  for (const type of USE_EVENTS) element.addEventListener(type, onUse, { capture: true, passive: true });
  for (const type of HELD_EVENTS) element.addEventListener(type, onHeld, { capture: true });

  return {
    opened,
    element,
    isLive: () => live,
    live: liveSoon,
    open: () => open(),
    markLive: () => {
      if (live) return;
      live = true;
      becameLive();
      stopWatching?.();
      for (const type of USE_EVENTS) element.removeEventListener(type, onUse, { capture: true });
      for (const type of HELD_EVENTS) element.removeEventListener(type, onHeld, { capture: true });
      element.dataset.hydration = 'live';
      releaseReady(key);
      // After the commit that attached the handlers, in the order the visitor acted.
      queueMicrotask(() => {
        for (const event of held.splice(0)) dispatchAgain(event);
      });
    },
  };
}

import { type ReactNode, Suspense, use, useEffect } from 'react';

// A long prerendered page hydrated in one go is one long task: on a phone it blocks input for a
// while after the page appears (issue 17: landing TBT at most 100 ms). A section wrapped here keeps
// its server HTML on screen and hydrates only when it comes near the viewport or the visitor
// reaches into it (a pointer press, a touch, the focus): a section nobody scrolls to costs nothing.
// Each hydrates in a task of its own.
// <html data-ready="true"> is set once the page is live: every deferred section either hydrated
// (it was on screen at the start) or waiting off screen for its view or its first use.

/** How far below (or above) the viewport a section starts hydrating, so it is live when seen. */
const NEAR_VIEW_MARGIN = '300px 0px';
/** A press or the focus inside a section not yet live hydrates it before the click or key lands. */
const USE_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

const wanted = new Map<string, Promise<void>>();
/** Sections whose state at the start is not known yet (the observer has not reported). */
const unsettled = new Set<string>();
let appHydrated = false;

/** A task of its own, after what is queued now; a message, not a timer (which a paused test clock stops). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function markReadyWhenDone(): void {
  if (appHydrated && unsettled.size === 0) document.documentElement.dataset.ready = 'true';
}

function settle(id: string): void {
  if (unsettled.delete(id)) markReadyWhenDone();
}

/** Resolves when the section `id` (its server HTML) is near the viewport or used. */
function whenWanted(id: string): Promise<void> {
  let promise = wanted.get(id);
  if (promise) return promise;
  unsettled.add(id);
  promise = new Promise<void>((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') {
      void nextTask().then(resolve);
      return;
    }
    const start = (byUse: boolean) => {
      observer.disconnect();
      for (const type of USE_EVENTS) element.removeEventListener(type, onUse, true);
      // Used: at once (the component re-renders in microtasks, before the press becomes a click).
      if (byUse) resolve();
      else void nextTask().then(resolve);
    };
    const onUse = () => start(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start(false);
        // Off screen at the start: the page is ready without it.
        else settle(id);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    for (const type of USE_EVENTS) element.addEventListener(type, onUse, { capture: true, passive: true });
  });
  wanted.set(id, promise);
  return promise;
}

/** Called by the app once its first render is committed. */
export function markAppHydrated(): void {
  appHydrated = true;
  markReadyWhenDone();
}

/**
 * The section itself waits (not an empty sibling before it): Preact, which runs the public site
 * (decision record 033), keeps the server DOM of the component that suspends, so that component
 * must be the one that renders the section; React keeps the whole boundary's HTML either way.
 */
function WaitUntilWanted({ id, children }: { id: string; children: ReactNode }) {
  // Only during the first page's hydration: never on the server, and never on a later client
  // render, where waiting would only flash an empty section.
  if (typeof document !== 'undefined' && !appHydrated) use(whenWanted(id));
  return children;
}

function Hydrated({ id }: { id: string }) {
  useEffect(() => settle(id), [id]);
  return null;
}

/**
 * Hydrates `children` once they are near the viewport or used. `id` is the id of the element
 * they render at the top (a landing section's), which is watched in the server HTML.
 */
export function DeferredHydration({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitUntilWanted id={id}>{children}</WaitUntilWanted>
      <Hydrated id={id} />
    </Suspense>
  );
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_HEADING_MS = 5000;

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.setAttribute('data-route-heading', '');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a client-side navigation, moves keyboard and screen-reader focus to the new page's main
 * heading (the first load keeps the browser's default). Pages that render their heading only
 * after data arrives are waited for, briefly.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every route change
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToSection } from '../lib/scroll';

const WAIT_FOR_TARGET_MS = 5000;

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.setAttribute('data-route-heading', '');
  heading.focus({ preventScroll: true });
}

/**
 * Runs `then` with what `find` returns as soon as it exists: the page navigated to may still be
 * loading (each page is its own chunk), so its heading or #section can appear a little later.
 * Gives up after a while; the cleanup stops waiting when the visitor moves on first.
 */
function whenPresent(find: () => HTMLElement | null, then: (found: HTMLElement) => void): () => void {
  const found = find();
  if (found) {
    then(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    then(element);
  });
  const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scroll and focus after a client-side navigation (the first page load keeps the browser's own,
 * which already jumps to a #fragment):
 * - to a #section (e.g. "Pricing", /#pricing, from any page, or again from the same page): the
 *   section is scrolled to and takes keyboard and screen-reader focus, once it has rendered;
 * - to a new page: it starts at the top (back and forward keep the browser's scroll restoration)
 *   and its main heading takes focus.
 * Keyed on the location's key, so following the same #section link twice scrolls twice.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (!before || before.key === location.key) return;
    const newPage = before.pathname !== location.pathname;
    const section = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    if (section && navigationType !== 'POP') {
      return whenPresent(
        () => document.getElementById(section),
        // A new page jumps straight there; on the same page the scroll is smooth (or not, for reduced motion).
        () => scrollToSection(section, { instant: newPage }),
      );
    }
    if (!newPage) return;
    // A new page is shown from its top at once (the stylesheet would otherwise animate the jump).
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });
    return whenPresent(mainHeading, focusHeading);
  }, [location.key]);
}

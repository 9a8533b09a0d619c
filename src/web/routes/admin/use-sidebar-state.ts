import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR } from '../../../domain/ui-constants';

const SIDEBAR_COOKIE = SIDEBAR.cookieName;
const MOBILE_QUERY = `(max-width: ${SIDEBAR.mobileBreakpointPx - 0.02}px)`;

function readCookie(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

function writeCookie(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is the spec's storage for this flag
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR.cookieMaxAgeSeconds}; samesite=lax`;
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const onChange = (event: MediaQueryListEvent) => setMobile(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

/**
 * Expanded/collapsed state of the admin sidebar, remembered in a cookie for 7 days. Below 768px
 * the sidebar is a sheet instead, opened separately. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebarState() {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR.keyboardShortcut &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, setOpen, openMobile, setOpenMobile, toggle };
}

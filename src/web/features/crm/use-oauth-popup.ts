import { useCallback, useEffect, useRef } from 'react';
import { OAUTH_CALLBACK_MESSAGE_TYPE, OAUTH_POPUP } from '../../../domain/crm-connection';

export interface OauthOutcome {
  status: 'connected' | 'error' | 'closed';
  message?: string;
}

/**
 * The provider's sign-in in a 600×700 popup (spec §9). The window is opened during the click (a
 * popup opened after an await is blocked) and pointed at the address once the server gives it.
 * The callback page posts its outcome (our origin only); a popup closed without one is checked
 * each second, and the caller re-reads the state either way.
 */
export function useOauthPopup(onDone: (outcome: OauthOutcome) => void) {
  const popup = useRef<Window | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const done = useRef(onDone);
  done.current = onDone;

  const finish = useCallback((outcome: OauthOutcome) => {
    window.clearInterval(timer.current);
    timer.current = undefined;
    popup.current = null;
    done.current(outcome);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; status?: unknown; message?: unknown } | null;
      if (data?.type !== OAUTH_CALLBACK_MESSAGE_TYPE || !popup.current) return;
      finish({
        status: data.status === 'connected' ? 'connected' : 'error',
        message: typeof data.message === 'string' ? data.message : undefined,
      });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer.current);
    };
  }, [finish]);

  /** Opens the (blank) popup now; returns a function that sends it to the provider, or closes it. */
  const open = useCallback(() => {
    const { width, height } = OAUTH_POPUP;
    const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
    const opened = window.open(
      '',
      'ghl-oauth',
      `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
    );
    popup.current = opened;
    return (url: string | null) => {
      if (!opened) return false;
      if (!url) {
        opened.close();
        popup.current = null;
        return false;
      }
      opened.location.href = url;
      window.clearInterval(timer.current);
      timer.current = window.setInterval(() => {
        if (opened.closed && popup.current === opened) finish({ status: 'closed' });
      }, OAUTH_POPUP.pollMs);
      return true;
    };
  }, [finish]);

  return { open };
}

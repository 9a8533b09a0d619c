import type { CrmConnectionView } from '../../../domain/contracts/crm.contract';
import type { CrmConnectionState } from '../../../domain/crm-connection';

/**
 * Without a GoHighLevel app on this installation the owner can do nothing about it, so the card
 * says what it means for them (nothing reaches a CRM, nothing is lost) rather than how the
 * operator would switch it on.
 */
export const CRM_NOT_AVAILABLE =
  'Sending your leads to a CRM is not available for your account yet. Your leads, conversations and quotes are all kept here in your dashboard.';

export function describeCrmConnection(
  view: Pick<CrmConnectionView, 'configured' | 'state' | 'locationId' | 'error'>,
): string {
  if (!view.configured) return CRM_NOT_AVAILABLE;
  switch (view.state) {
    case 'connected':
      return `Connected to location ${view.locationId ?? ''}.`;
    case 'connecting':
      return 'Finish signing in to GoHighLevel in the window that opened.';
    case 'error':
      return view.error ?? 'The connection needs attention.';
    default:
      return 'Connect GoHighLevel so your leads and quotes reach your CRM.';
  }
}

const STATE_LABELS: Record<CrmConnectionState, string> = {
  disconnected: 'Disconnected',
  connecting: 'Connecting',
  connected: 'Connected',
  error: 'Error',
};

/** The badge: "Disconnected" would suggest the owner could connect. */
export function crmStateLabel(view: Pick<CrmConnectionView, 'configured' | 'state'>): string {
  return view.configured ? STATE_LABELS[view.state] : 'Not available';
}

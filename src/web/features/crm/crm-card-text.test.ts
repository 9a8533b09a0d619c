import { describe, expect, it } from 'vitest';
import { crmStateLabel, describeCrmConnection } from './crm-card-text';

const notConfigured = { configured: false, state: 'disconnected', locationId: null, error: null } as const;

describe('the CRM card without a GoHighLevel app on this installation', () => {
  it("tells the owner what it means for them, in no operator's words", () => {
    const text = describeCrmConnection(notConfigured);
    expect(text).toContain('not available for your account yet');
    expect(text).toContain('Your leads, conversations and quotes are all kept here in your dashboard.');
    expect(text).not.toMatch(/server|configured|GoHighLevel/i);
  });

  it('labels the state "Not available" rather than "Disconnected"', () => {
    expect(crmStateLabel(notConfigured)).toBe('Not available');
    expect(crmStateLabel({ configured: true, state: 'disconnected' })).toBe('Disconnected');
  });

  it('keeps the words of a configured connection', () => {
    expect(describeCrmConnection({ ...notConfigured, configured: true })).toBe(
      'Connect GoHighLevel so your leads and quotes reach your CRM.',
    );
    expect(
      describeCrmConnection({ ...notConfigured, configured: true, state: 'connected', locationId: 'loc_1' }),
    ).toBe('Connected to location loc_1.');
  });
});

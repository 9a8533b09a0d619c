import { describe, expect, it } from 'vitest';
import { welcomeEmail } from './welcome-email';

const base = {
  to: 'owner@acme.test',
  productName: 'Sales Agent Suite',
  businessName: 'Acme Wraps',
  workspaceId: 'w1',
  recipientName: null,
  reason: { kind: 'plan' as const, planName: 'ShopAgent', price: 297, testMode: false },
};

describe('welcomeEmail', () => {
  it('gives a new account the link to set its password, and keeps the link out of the outbox once sent', () => {
    const mail = welcomeEmail({
      ...base,
      link: {
        kind: 'set-password',
        url: 'https://app.test/set',
        validHours: 72,
        signInUrl: 'https://app.test/auth',
        existing: false,
      },
    });
    expect(mail.subject).toBe('Your ShopAgent plan is active: set your password');
    expect(mail.text).toContain('Set your password to sign in and start onboarding');
    expect(mail.text).toContain('https://app.test/set');
    expect(mail.sensitive).toBe(true);
  });

  it('sends a verified account to sign in with its own password', () => {
    const mail = welcomeEmail({ ...base, link: { kind: 'sign-in', url: 'https://app.test/auth' } });
    expect(mail.subject).toBe('Your ShopAgent plan is active');
    expect(mail.text).toContain('Sign in with your password');
    expect(mail.sensitive).toBe(false);
  });

  it('says when a trial ends, and when the workspace had its trial already', () => {
    const started = welcomeEmail({
      ...base,
      reason: { kind: 'trial', planName: null, endsOn: 'March 15, 2026' },
      link: { kind: 'sign-in', url: 'https://app.test/auth' },
    });
    expect(started.subject).toBe('Your Sales Agent Suite free trial');
    expect(started.text).toContain('It runs until March 15, 2026; no card is needed.');
    const again = welcomeEmail({
      ...base,
      reason: { kind: 'trial', planName: null, endsOn: null },
      link: { kind: 'sign-in', url: 'https://app.test/auth' },
    });
    expect(again.text).toContain('has had its free trial already');
  });
});

describe('welcomeEmail greeting', () => {
  const link = { kind: 'sign-in' as const, url: 'https://app.test/auth' };
  it('greets the owner by the name they gave, and says "Hello," without one', () => {
    expect(welcomeEmail({ ...base, recipientName: 'Dana Reyes', link }).text.split('\n')[0]).toBe(
      'Hello Dana Reyes,',
    );
    expect(welcomeEmail({ ...base, link }).text.split('\n')[0]).toBe('Hello,');
  });
});

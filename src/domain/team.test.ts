import { describe, expect, it } from 'vitest';
import {
  INVITATION_TTL_DAYS,
  invitationExpiresAt,
  invitationState,
  invitationTokenFromUrl,
  invitationUrl,
  keepsAnOwner,
} from './team';

const token = 'a'.repeat(43);
const now = new Date('2026-05-04T09:30:00.000Z');

describe('invitations', () => {
  it('last seven days', () => {
    expect(INVITATION_TTL_DAYS).toBe(7);
    expect(invitationExpiresAt(now).toISOString()).toBe('2026-05-11T09:30:00.000Z');
  });

  it('are open until accepted, revoked or expired', () => {
    const expiresAt = invitationExpiresAt(now);
    const base = { acceptedAt: null, revokedAt: null, expiresAt };
    expect(invitationState(base, now)).toBe('open');
    expect(invitationState(base, expiresAt)).toBe('expired');
    expect(invitationState({ ...base, acceptedAt: now }, expiresAt)).toBe('accepted');
    expect(invitationState({ ...base, revokedAt: now }, now)).toBe('revoked');
  });

  it('read their token back from the invitation page address only', () => {
    expect(invitationUrl('https://app.example.com/', token)).toBe(`https://app.example.com/invite/${token}`);
    expect(invitationTokenFromUrl(invitationUrl('http://localhost:3001', token))).toBe(token);
    expect(invitationTokenFromUrl(`/invite/${token}`)).toBe(token);
    for (const other of [
      undefined,
      null,
      '',
      'http://localhost:3001/onboarding',
      `http://localhost:3001/invite/${token}/extra`,
      'http://localhost:3001/invite/short',
      `http://localhost:3001/other/invite/${token}`,
    ]) {
      expect(invitationTokenFromUrl(other)).toBeNull();
    }
  });
});

describe('keepsAnOwner', () => {
  const team = [
    { userId: 'a', role: 'owner' as const },
    { userId: 'b', role: 'member' as const },
  ];

  it('refuses to demote or remove the last owner', () => {
    expect(keepsAnOwner(team, 'a', 'member')).toBe(false);
    expect(keepsAnOwner(team, 'a', null)).toBe(false);
  });

  it('allows any change that leaves an owner', () => {
    expect(keepsAnOwner(team, 'b', 'owner')).toBe(true);
    expect(keepsAnOwner(team, 'b', null)).toBe(true);
    expect(keepsAnOwner([...team, { userId: 'c', role: 'owner' }], 'a', null)).toBe(true);
  });
});

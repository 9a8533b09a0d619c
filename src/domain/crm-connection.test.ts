import { describe, expect, it } from 'vitest';
import {
  crmConnectionState,
  ghlAuthorizeUrl,
  needsRefresh,
  parseScopes,
  type StoredCrmConnection,
} from './crm-connection';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-02T12:00:00Z');
const earlier = new Date('2026-02-28T12:00:00Z');
const connected: StoredCrmConnection = {
  status: 'connected',
  hasAccessToken: true,
  hasRefreshToken: true,
  expiresAt: later,
};

describe('crmConnectionState', () => {
  it('is disconnected without a stored connection', () => {
    expect(crmConnectionState(null, now)).toBe('disconnected');
  });
  it('is connecting while the provider has not answered', () => {
    expect(
      crmConnectionState(
        { status: 'connecting', hasAccessToken: false, hasRefreshToken: false, expiresAt: null },
        now,
      ),
    ).toBe('connecting');
  });
  it('falls back to disconnected when a Connect was never finished', () => {
    const stale = new Date(now.getTime() - 16 * 60 * 1000);
    expect(
      crmConnectionState(
        {
          status: 'connecting',
          hasAccessToken: false,
          hasRefreshToken: false,
          expiresAt: null,
          updatedAt: stale,
        },
        now,
      ),
    ).toBe('disconnected');
  });
  it('is connected while the access token has not expired', () => {
    expect(crmConnectionState(connected, now)).toBe('connected');
  });
  it('stays connected past expiry while a refresh token can renew it', () => {
    expect(crmConnectionState({ ...connected, expiresAt: earlier }, now)).toBe('connected');
  });
  it('is an error when the token expired and cannot be refreshed', () => {
    expect(crmConnectionState({ ...connected, expiresAt: earlier, hasRefreshToken: false }, now)).toBe(
      'error',
    );
  });
  it('is an error once a refresh failed, whatever the expiry', () => {
    expect(crmConnectionState({ ...connected, status: 'error' }, now)).toBe('error');
  });
});

describe('needsRefresh', () => {
  it('refreshes within the margin and after expiry', () => {
    expect(needsRefresh(new Date(now.getTime() + 60_000), now)).toBe(true);
    expect(needsRefresh(earlier, now)).toBe(true);
    expect(needsRefresh(null, now)).toBe(true);
  });
  it('leaves a token with time to spare', () => {
    expect(needsRefresh(later, now)).toBe(false);
  });
});

describe('ghlAuthorizeUrl', () => {
  it('names the code flow, our redirect, the scopes space-separated and the state', () => {
    const url = new URL(
      ghlAuthorizeUrl({
        authorizeUrl: 'https://marketplace.gohighlevel.com/v2/oauth/chooselocation',
        clientId: 'client-1',
        redirectUri: 'https://app.example.com/api/crm/oauth/callback',
        state: 'abc',
      }),
    );
    expect(url.pathname).toBe('/v2/oauth/chooselocation');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example.com/api/crm/oauth/callback');
    expect(url.searchParams.get('scope')).toBe(
      'contacts.readonly contacts.write opportunities.readonly opportunities.write',
    );
    expect(url.searchParams.get('state')).toBe('abc');
  });
});

describe('parseScopes', () => {
  it('splits, de-duplicates and sorts', () => {
    expect(parseScopes('contacts.write  contacts.readonly contacts.write')).toEqual([
      'contacts.readonly',
      'contacts.write',
    ]);
    expect(parseScopes(undefined)).toEqual([]);
  });
});

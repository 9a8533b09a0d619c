import { describe, expect, it } from 'vitest';
import { metaSignatureProblem, signMetaBody } from './meta-signature';

const secret = 'app-secret-1';
const body = '{"object":"page","entry":[{"id":"1","messaging":[]}],"text":"caf\\u00e9"}';
const raw = new TextEncoder().encode(body);

describe('X-Hub-Signature-256', () => {
  it('accepts the HMAC-SHA256 of the exact bytes with the app secret (hex in either case)', () => {
    const header = signMetaBody(secret, raw);
    expect(metaSignatureProblem({ rawBody: raw, header, appSecret: secret })).toBe(null);
    expect(
      metaSignatureProblem({
        rawBody: raw,
        header: header.toUpperCase().replace('SHA256=', 'sha256='),
        appSecret: secret,
      }),
    ).toBe(null);
  });

  it('calls a missing or empty header missing', () => {
    expect(metaSignatureProblem({ rawBody: raw, header: undefined, appSecret: secret })).toBe('missing');
    expect(metaSignatureProblem({ rawBody: raw, header: '  ', appSecret: secret })).toBe('missing');
  });

  it('refuses another secret, another body (even re-serialised JSON of it) and malformed headers', () => {
    expect(
      metaSignatureProblem({ rawBody: raw, header: signMetaBody('other', raw), appSecret: secret }),
    ).toBe('invalid');
    const reserialised = new TextEncoder().encode(JSON.stringify(JSON.parse(body)));
    expect(
      metaSignatureProblem({ rawBody: reserialised, header: signMetaBody(secret, raw), appSecret: secret }),
    ).toBe('invalid');
    for (const header of ['sha1=abc', 'sha256=', 'sha256=zz', signMetaBody(secret, raw).slice(0, -2)])
      expect(metaSignatureProblem({ rawBody: raw, header, appSecret: secret })).toBe('invalid');
  });
});

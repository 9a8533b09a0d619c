import { describe, expect, it } from 'vitest';
import { profileDisplayName, sendRefusedReason } from './social-channels';

const none = { firstName: null, lastName: null, name: null, username: null };

describe('profileDisplayName', () => {
  it("takes Messenger's first and last name, either alone, spaces tidied", () => {
    expect(profileDisplayName({ ...none, firstName: ' Dana ', lastName: 'Reyes' })).toBe('Dana Reyes');
    expect(profileDisplayName({ ...none, firstName: 'Dana' })).toBe('Dana');
    expect(profileDisplayName({ ...none, lastName: 'Reyes' })).toBe('Reyes');
  });

  it("takes Instagram's name, else its @handle, else nothing", () => {
    expect(profileDisplayName({ ...none, name: 'Kim  Lo', username: 'kimlo' })).toBe('Kim Lo');
    expect(profileDisplayName({ ...none, name: '  ', username: '@kimlo' })).toBe('@kimlo');
    expect(profileDisplayName(none)).toBe(null);
  });

  it('keeps a long name to one line of the lists', () => {
    expect(profileDisplayName({ ...none, name: 'x'.repeat(200) })).toHaveLength(80);
  });
});

describe('sendRefusedReason', () => {
  it("says the message was not sent, in Meta's words without our endpoint's name", () => {
    expect(sendRefusedReason('send: (#551) This person isn’t available right now.')).toBe(
      'Not sent: Meta refused this message ((#551) This person isn’t available right now.).',
    );
    expect(sendRefusedReason('send: ')).toBe('Not sent: Meta refused this message.');
  });
});

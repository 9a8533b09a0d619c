import { describe, expect, it } from 'vitest';
import { decideReplyEmail, nameForCustomers, noticeOf, personAnswersAfter, transcriptAuthor } from './inbox';

describe('inbox transcript rules', () => {
  it('tells the visitor, the agent, a person and a notice apart', () => {
    expect(transcriptAuthor({ sender: 'user', metadata: null })).toBe('visitor');
    expect(transcriptAuthor({ sender: 'agent', metadata: { author: undefined } })).toBe('agent');
    expect(transcriptAuthor({ sender: 'agent', metadata: { author: 'person' } })).toBe('person');
    expect(transcriptAuthor({ sender: 'agent', metadata: { author: 'notice', notice: 'closed' } })).toBe(
      'notice',
    );
  });

  it('knows only its own notices', () => {
    expect(noticeOf({ sender: 'agent', metadata: { author: 'notice', notice: 'personJoined' } })).toBe(
      'personJoined',
    );
    expect(noticeOf({ sender: 'agent', metadata: { notice: 'toString' } })).toBeNull();
  });

  it('says a person answers after they join or reply, and the agent again after the hand-back', () => {
    expect(personAnswersAfter(false, { author: 'notice', notice: 'personJoined' })).toBe(true);
    expect(personAnswersAfter(false, { author: 'notice', notice: 'teamWillReply' })).toBe(true);
    expect(personAnswersAfter(false, { author: 'person', notice: null })).toBe(true);
    expect(personAnswersAfter(true, { author: 'agent', notice: null })).toBe(true);
    expect(personAnswersAfter(true, { author: 'notice', notice: 'agentBack' })).toBe(false);
  });
});

describe('decideReplyEmail', () => {
  const reply = {
    content: 'Hi, Dana here.',
    authorName: 'Dana',
    createdAt: new Date('2026-11-28T10:00:00Z'),
  };
  it('sends the unseen replies to the address the visitor gave', () => {
    expect(decideReplyEmail({ to: 'sam@mail.test', doNotContact: false, replies: [reply] })).toEqual({
      send: true,
      to: 'sam@mail.test',
    });
  });
  it('sends nothing without an unseen reply, without an address, or to a visitor who opted out', () => {
    expect(decideReplyEmail({ to: 'sam@mail.test', doNotContact: false, replies: [] })).toEqual({
      send: false,
      reason: 'nothing_unseen',
    });
    expect(decideReplyEmail({ to: null, doNotContact: false, replies: [reply] })).toEqual({
      send: false,
      reason: 'no_address',
    });
    expect(decideReplyEmail({ to: 'sam@mail.test', doNotContact: true, replies: [reply] })).toEqual({
      send: false,
      reason: 'do_not_contact',
    });
  });
});

describe('nameForCustomers', () => {
  it('keeps a name the team member gave', () => {
    expect(nameForCustomers('Sam Rivera', 'owner@fernandfield.co.uk')).toBe('Sam Rivera');
    expect(nameForCustomers('  Maya ', 'maya.l@lunathreads.com')).toBe('Maya');
  });

  it("hides the default an account gets without a name: the address's local part, the address, nothing", () => {
    expect(nameForCustomers('owner', 'owner@fernandfield.co.uk')).toBeNull();
    expect(nameForCustomers('Info', 'info@kestrelwraps.com')).toBeNull();
    expect(nameForCustomers('hello@lunathreads.com', 'hello@lunathreads.com')).toBeNull();
    expect(nameForCustomers('', 'sam@x.co')).toBeNull();
    expect(nameForCustomers(null, 'sam@x.co')).toBeNull();
  });
});

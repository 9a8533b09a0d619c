import { describe, expect, it } from 'vitest';
import { noticeOf, personAnswersAfter, transcriptAuthor } from './inbox';

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
    expect(personAnswersAfter(false, { author: 'person', notice: null })).toBe(true);
    expect(personAnswersAfter(true, { author: 'agent', notice: null })).toBe(true);
    expect(personAnswersAfter(true, { author: 'notice', notice: 'agentBack' })).toBe(false);
  });
});

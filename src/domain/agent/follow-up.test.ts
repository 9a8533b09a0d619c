import { describe, expect, it } from 'vitest';
import { withTopicCarried } from './follow-up';

describe('withTopicCarried', () => {
  it.each([
    [
      'ok and if i pay for the quick one',
      'how long does delivery take and is shipping free?',
      'turnaround shipping',
    ],
    ['sundays then?', 'what are the store hours on saturday', 'hours'],
    ['and to my cousin in reno, how long', 'can you ship to canada', 'shipping'],
    ['and can i use that in the store too', 'do you take apple pay', 'payment'],
  ])('%j after %j carries %j', (message, previous, topic) => {
    expect(withTopicCarried(message, previous)).toBe(`${message} (${topic})`);
  });

  it.each([
    ['and do you take paypal?', 'do you ship to canada?'],
    ['and can i pay in instalments?', 'do you ship to canada?'],
    ['can i return it?', 'do you ship to canada?'],
    ['what are your opening hours?', 'do you ship to canada?'],
    ['and if i pay for the quick one', 'hi there!'],
  ])('%j after %j is read on its own', (message, previous) => {
    expect(withTopicCarried(message, previous)).toBe(message);
  });

  it('keeps the earlier topic beside its own when a continuation refers back to the thing', () => {
    expect(
      withTopicCarried('and do i pay postage on the new pair', 'can i swap these jeans for a bigger size?'),
    ).toBe('and do i pay postage on the new pair (exchange)');
  });

  it('carries the thing a pronoun stands for when the follow-up names only how it is paid', () => {
    expect(
      withTopicCarried('is it free or do i pay for it', 'can i book a styling session on friday?'),
    ).toMatch(/^is it free \(.*styl.*\) or do i pay for it \(.*styl/);
  });

  it('carries the thing after each question of the follow-up that points back at it', () => {
    const carried = withTopicCarried(
      'how long does that take, and is it expensive',
      'could i get my jeans taken up on saturday?',
    );
    expect(carried).toMatch(/^how long does that take \(hem[^)]*\), and is it expensive \(hem[^)]*\)$/);
  });

  it('reads the first message on its own', () => {
    expect(withTopicCarried('and the quick one?', undefined)).toBe('and the quick one?');
  });
});

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

  it('reads the first message on its own', () => {
    expect(withTopicCarried('and the quick one?', undefined)).toBe('and the quick one?');
  });
});

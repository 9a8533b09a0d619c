import { describe, expect, it } from 'vitest';
import {
  frameMessage,
  hostMessage,
  MAX_UNREAD,
  messageFromFrame,
  messageFromHost,
  readFrameMessage,
  readHostMessage,
  WIDGET_MESSAGE_SOURCE,
} from './widget-messages';

const source = WIDGET_MESSAGE_SOURCE;

describe('readFrameMessage', () => {
  it('accepts the frame messages in their exact shapes', () => {
    expect(readFrameMessage({ source, type: 'ready' })).toEqual({ source, type: 'ready' });
    expect(readFrameMessage({ source, type: 'close' })).toEqual({ source, type: 'close' });
    expect(readFrameMessage({ source, type: 'unread', count: 3 })).toEqual({
      source,
      type: 'unread',
      count: 3,
    });
  });

  it('caps an unread count at what the badge shows', () => {
    expect(readFrameMessage({ source, type: 'unread', count: 500 })).toEqual({
      source,
      type: 'unread',
      count: MAX_UNREAD,
    });
  });

  it.each([
    ['a string', 'close'],
    ['null', null],
    ['an array', [source, 'close']],
    ['another source', { source: 'other-widget', type: 'close' }],
    ['no source', { type: 'close' }],
    ['an unknown type', { source, type: 'navigate' }],
    ['a host message', { source, type: 'open' }],
    ['an extra key', { source, type: 'close', url: 'https://evil.example' }],
    ['a count on ready', { source, type: 'ready', count: 1 }],
    ['unread without a count', { source, type: 'unread' }],
    ['a fractional count', { source, type: 'unread', count: 1.5 }],
    ['a negative count', { source, type: 'unread', count: -1 }],
    ['a count as text', { source, type: 'unread', count: '2' }],
  ])('refuses %s', (_name, data) => {
    expect(readFrameMessage(data)).toBeNull();
  });
});

describe('readHostMessage', () => {
  it('accepts open and hidden, and nothing else', () => {
    expect(readHostMessage({ source, type: 'open' })).toEqual({ source, type: 'open' });
    expect(readHostMessage({ source, type: 'hidden' })).toEqual({ source, type: 'hidden' });
    expect(readHostMessage({ source, type: 'close' })).toBeNull();
    expect(readHostMessage({ source, type: 'open', focus: '#evil' })).toBeNull();
    expect(readHostMessage({ source: 'x', type: 'open' })).toBeNull();
  });
});

describe('messageFromFrame (the loader)', () => {
  const frameWindow = { name: 'frame' };
  const frame = { origin: 'https://agents.example.com', window: frameWindow };
  const ready = frameMessage('ready');

  it('hears its own frame from the origin it was loaded from', () => {
    expect(messageFromFrame({ origin: frame.origin, source: frameWindow, data: ready }, frame)).toEqual(
      ready,
    );
  });

  it('ignores the same message from another origin, another window, or before the frame exists', () => {
    expect(
      messageFromFrame({ origin: 'https://evil.example', source: frameWindow, data: ready }, frame),
    ).toBeNull();
    expect(
      messageFromFrame({ origin: frame.origin, source: { name: 'other' }, data: ready }, frame),
    ).toBeNull();
    expect(
      messageFromFrame(
        { origin: frame.origin, source: undefined, data: ready },
        { ...frame, window: undefined },
      ),
    ).toBeNull();
  });

  it('ignores a message of the wrong shape from the right frame', () => {
    expect(
      messageFromFrame({ origin: frame.origin, source: frameWindow, data: { source, type: 'eval' } }, frame),
    ).toBeNull();
  });
});

describe('messageFromHost (the chat frame)', () => {
  const parent = { name: 'parent' };
  const self = { name: 'self' };
  const open = hostMessage('open');

  it('hears the window that frames it', () => {
    expect(
      messageFromHost({ origin: 'https://shop.example', source: parent, data: open }, parent, self),
    ).toEqual(open);
  });

  it('ignores other windows, and everything when it is not framed', () => {
    expect(
      messageFromHost({ origin: 'https://shop.example', source: self, data: open }, parent, self),
    ).toBeNull();
    expect(
      messageFromHost({ origin: 'https://shop.example', source: self, data: open }, self, self),
    ).toBeNull();
  });

  it('ignores unknown shapes from its parent', () => {
    expect(
      messageFromHost(
        { origin: 'https://shop.example', source: parent, data: { type: 'open' } },
        parent,
        self,
      ),
    ).toBeNull();
  });
});

describe('message builders', () => {
  it('build messages that the other side accepts', () => {
    expect(readFrameMessage(frameMessage('close'))).toEqual(frameMessage('close'));
    expect(readFrameMessage(frameMessage('unread', 2))).toEqual({ source, type: 'unread', count: 2 });
    expect(readHostMessage(hostMessage('hidden'))).toEqual(hostMessage('hidden'));
  });

  it('keep an unread count whole and within the badge', () => {
    expect(frameMessage('unread', 2.7)).toEqual({ source, type: 'unread', count: 2 });
    expect(frameMessage('unread', -4)).toEqual({ source, type: 'unread', count: 0 });
    expect(frameMessage('unread', 1000)).toEqual({ source, type: 'unread', count: MAX_UNREAD });
  });
});

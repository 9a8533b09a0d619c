import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../domain/color-contrast';
import {
  DEFAULT_LAUNCHER_COLOR,
  embedChatUrl,
  iconColorOn,
  launcherColorFrom,
  launcherOnLeft,
  launcherUrl,
  readLoaderConfig,
  unreadCounterUrl,
} from './loader-config';
import { launcherStyles } from './loader-styles';

const SRC = 'https://agents.example.com/widget.js';

describe('readLoaderConfig', () => {
  it('reads the key, the origin of the script and the defaults', () => {
    expect(readLoaderConfig(SRC, { workspace: 'pk_demo_wraps_and_signs' })).toEqual({
      workspace: 'pk_demo_wraps_and_signs',
      origin: 'https://agents.example.com',
      color: DEFAULT_LAUNCHER_COLOR,
      agent: null,
    });
  });

  it('keeps the port of the script origin and ignores its path and query', () => {
    const config = readLoaderConfig('http://127.0.0.1:3000/widget.js?v=2', { workspace: 'pk_1' });
    expect(config?.origin).toBe('http://127.0.0.1:3000');
  });

  it('takes a hex colour and an agent type from the tag', () => {
    const config = readLoaderConfig(SRC, { workspace: 'pk_1', color: ' #E11D48 ', agent: 'quote' });
    expect(config).toMatchObject({ color: '#E11D48', agent: 'quote' });
    expect(readLoaderConfig(SRC, { workspace: 'pk_1', color: '#abc' })?.color).toBe('#abc');
  });

  it.each([
    'red',
    '#12345',
    'url(https://evil.example/x.png)',
    '#fff;}body{display:none',
    'rgb(0,0,0)',
  ])('falls back to the default colour for %s (the value goes into a stylesheet)', (color) => {
    expect(readLoaderConfig(SRC, { workspace: 'pk_1', color })?.color).toBe(DEFAULT_LAUNCHER_COLOR);
  });

  it('drops an agent value that is not a plain word', () => {
    expect(readLoaderConfig(SRC, { workspace: 'pk_1', agent: 'shop&x=1' })?.agent).toBeNull();
  });

  it.each([
    ['no key', {}],
    ['an empty key', { workspace: '  ' }],
    ['a key with a quote', { workspace: 'pk_1"]' }],
    ['a key with spaces', { workspace: 'pk 1' }],
    ['a key that is too long', { workspace: 'k'.repeat(101) }],
  ])('refuses %s', (_name, data) => {
    expect(readLoaderConfig(SRC, data)).toBeNull();
  });

  it('refuses a script that was not loaded over http(s)', () => {
    expect(readLoaderConfig('file:///tmp/widget.js', { workspace: 'pk_1' })).toBeNull();
    expect(readLoaderConfig('', { workspace: 'pk_1' })).toBeNull();
  });
});

describe('embedChatUrl', () => {
  it('points at /embed/chat on the script origin with the key (and agent) in the query', () => {
    const config = readLoaderConfig(SRC, { workspace: 'pk_demo_wraps_and_signs' })!;
    expect(embedChatUrl(config)).toBe(
      'https://agents.example.com/embed/chat?workspace=pk_demo_wraps_and_signs',
    );
    expect(embedChatUrl({ ...config, agent: 'quote' })).toBe(
      'https://agents.example.com/embed/chat?workspace=pk_demo_wraps_and_signs&agent=quote',
    );
  });
});

describe('unreadCounterUrl', () => {
  it('points at the hidden counter page on the script origin (where the chat keeps its storage)', () => {
    const config = readLoaderConfig(SRC, { workspace: 'pk_demo_wraps_and_signs', agent: 'quote' })!;
    expect(unreadCounterUrl(config)).toBe(
      'https://agents.example.com/embed/unread?workspace=pk_demo_wraps_and_signs',
    );
  });
});

describe('iconColorOn', () => {
  it.each([
    '#4f46e5',
    '#e11d48',
    '#111827',
    '#facc15',
    '#ffffff',
    '#06b6d4',
    '#8b5cf6',
    '#000',
    '#ff0',
  ])('gives the icon at least 3:1 contrast on %s', (color) => {
    const full = color.length === 4 ? `#${[...color.slice(1)].map((d) => d + d).join('')}` : color;
    expect(contrastRatio(iconColorOn(color), full)).toBeGreaterThanOrEqual(3);
  });

  it('is white on dark colours and dark on light ones', () => {
    expect(iconColorOn('#4f46e5')).toBe('#ffffff');
    expect(iconColorOn('#facc15')).toBe('#111827');
  });
});

describe('launcherStyles', () => {
  it('uses the colour for the launcher and the loading ring, and honours reduced motion', () => {
    const css = launcherStyles('#e11d48', '#ffffff');
    expect(css).toContain('background:#e11d48');
    expect(css).toContain('border-top-color:#e11d48');
    expect(css).toContain('color:#ffffff');
    expect(css).toMatch(/@media \(prefers-reduced-motion:reduce\)\{[^}]*animation:none/);
    expect(css).toContain(':host{all:initial}');
  });

  it('puts the launcher and its panel on the side the owner chose', () => {
    const right = launcherStyles('#e11d48', '#ffffff');
    expect(right).toMatch(/\.l\{position:fixed;right:20px;/);
    expect(right).toMatch(/\.p\{position:fixed;right:20px;/);
    expect(right).not.toContain('left:20px');
    const left = launcherStyles('#e11d48', '#ffffff', true);
    expect(left).toMatch(/\.l\{position:fixed;left:20px;/);
    expect(left).toMatch(/\.p\{position:fixed;left:20px;/);
    expect(left).not.toContain('right:20px');
  });
});

describe('the launcher colour', () => {
  it("is asked for on the loader's own origin, for its workspace", () => {
    const config = readLoaderConfig('http://127.0.0.1:3000/widget.js', { workspace: 'pk_1' })!;
    expect(launcherUrl(config)).toBe('http://127.0.0.1:3000/api/widget/launcher?workspace=pk_1');
  });

  it("takes only a hex colour from the answer: it goes into the launcher's stylesheet", () => {
    expect(launcherColorFrom({ color: '#0e7490' })).toBe('#0e7490');
    expect(launcherColorFrom({ color: null })).toBeNull();
    expect(launcherColorFrom({ color: 'red;}body{display:none' })).toBeNull();
    expect(launcherColorFrom(null)).toBeNull();
    expect(launcherColorFrom('#0e7490')).toBeNull();
  });

  it('puts the launcher on the left only when the answer says bottom-left', () => {
    expect(launcherOnLeft({ color: null, position: 'bottom-left' })).toBe(true);
    expect(launcherOnLeft({ color: null, position: 'bottom-right' })).toBe(false);
    expect(launcherOnLeft({ color: null })).toBe(false);
    expect(launcherOnLeft(null)).toBe(false);
  });
});

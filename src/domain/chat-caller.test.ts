import { describe, expect, it } from 'vitest';
import { chatCallerOf } from './chat-caller';

describe('chatCallerOf', () => {
  it('tells a page, a page hiding its origin, and a server apart', () => {
    expect(chatCallerOf('https://example.com')).toBe('page');
    expect(chatCallerOf('null')).toBe('hidden_page');
    expect(chatCallerOf(' null ')).toBe('hidden_page');
    expect(chatCallerOf(undefined)).toBe('server');
    expect(chatCallerOf('')).toBe('server');
  });
});

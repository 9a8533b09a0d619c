import { describe, expect, it } from 'vitest';
import {
  isPrerenderedPath,
  matchesPathPattern,
  NOT_FOUND_RENDER_PATH,
  prerenderedFileName,
} from './prerender';

describe('prerenderedFileName', () => {
  it('maps the home page, nested pages and the 404 page to files', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/checkout/shopagent')).toBe('checkout/shopagent.html');
    expect(prerenderedFileName(NOT_FOUND_RENDER_PATH)).toBe('404.html');
  });
});

describe('matchesPathPattern', () => {
  it('matches static segments exactly and parameters by position', () => {
    expect(matchesPathPattern('/checkout/:planId', '/checkout/anything')).toBe(true);
    expect(matchesPathPattern('/checkout/:planId', '/checkout')).toBe(false);
    expect(matchesPathPattern('/features', '/features/')).toBe(true);
    expect(matchesPathPattern('/features', '/feature')).toBe(false);
    expect(matchesPathPattern('/', '/')).toBe(true);
    expect(matchesPathPattern('/', '/x')).toBe(false);
  });
});

describe('isPrerenderedPath', () => {
  it('knows the prerendered pages, with or without a trailing slash, and nothing else', () => {
    expect(isPrerenderedPath('/')).toBe(true);
    expect(isPrerenderedPath('/checkout/shopagent/')).toBe(true);
    expect(isPrerenderedPath('/checkout/unknown-plan')).toBe(false);
    expect(isPrerenderedPath('/auth')).toBe(false);
    expect(isPrerenderedPath('/shop-agent-demo/live')).toBe(false);
    expect(isPrerenderedPath(NOT_FOUND_RENDER_PATH)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { widgetScriptTag, widgetSnippet } from './widget-snippet';

const options = { scriptOrigin: 'https://agents.example.com/', publicKey: 'pk_0123abcd', agent: 'quote' };

describe('widgetSnippet', () => {
  it('carries the key, the agent and the loader address on a tag that fetches nothing while the page parses', () => {
    const snippet = widgetSnippet(options);
    expect(snippet).toMatch(
      /^<script data-workspace="pk_0123abcd" data-agent="quote" data-src="https:\/\/agents\.example\.com\/widget\.js">.+<\/script>$/,
    );
    expect(snippet).not.toContain(' src=');
    expect(snippet).not.toContain(' async');
    // The loader's tag is added once the page has loaded and painted its first content (the
    // browser test checks the order in a real page).
    expect(snippet).toContain('addEventListener("load",a)');
    expect(snippet).toContain('document.readyState=="complete"?a()');
    expect(snippet).toContain('getEntriesByName("first-contentful-paint")');
  });

  it('leaves data-agent out when none is chosen', () => {
    expect(widgetSnippet({ ...options, agent: undefined })).not.toContain('data-agent');
  });

  it('carries the owner’s colour for the launcher, and only a hex colour', () => {
    expect(widgetSnippet({ ...options, color: '#0e7490' })).toContain(' data-color="#0e7490" ');
    expect(widgetScriptTag({ ...options, color: '#0e7490' })).toContain(' data-color="#0e7490" ');
    for (const color of [null, undefined, 'red', '#0e7490" onload="x', '#abc'])
      expect(widgetSnippet({ ...options, color })).not.toContain('data-color');
  });
});

describe('widgetScriptTag', () => {
  it('is the loader tag itself, for sites that allow no inline script', () => {
    expect(widgetScriptTag(options)).toBe(
      '<script src="https://agents.example.com/widget.js" data-workspace="pk_0123abcd" data-agent="quote" async></script>',
    );
  });
});

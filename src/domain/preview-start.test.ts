import { describe, expect, it } from 'vitest';
import { asksToStartPreview, PREVIEW_START } from './preview-start';

describe('asksToStartPreview', () => {
  it('is true for the query the "Create My Preview" form submits', () => {
    expect(asksToStartPreview(`?${PREVIEW_START.param}=${PREVIEW_START.value}`)).toBe(true);
    expect(asksToStartPreview('?utm_source=mail&preview=start')).toBe(true);
  });

  it('is false without it or with another value', () => {
    expect(asksToStartPreview('')).toBe(false);
    expect(asksToStartPreview('?preview')).toBe(false);
    expect(asksToStartPreview('?preview=open')).toBe(false);
    expect(asksToStartPreview('?dashboard=true')).toBe(false);
  });

  it('points the form at the section the generator lives in', () => {
    expect(PREVIEW_START.action).toBe(`/#${PREVIEW_START.section}`);
  });
});

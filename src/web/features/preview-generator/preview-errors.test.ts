import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { phaseFailureMessage } from './preview-errors';
import { isSameSiteWidgetUrl } from './preview-widget-url';

const server = (message: string, status = 502) => new ApiError(message, status, 'UPSTREAM_FAILED');

describe('phaseFailureMessage', () => {
  it('shows the server message of a failed analysis once prefixed', () => {
    expect(phaseFailureMessage('analyzing', server('Failed to analyze website: The site answered 500'))).toBe(
      'Failed to analyze website: The site answered 500',
    );
    expect(phaseFailureMessage('analyzing', server('Too many attempts.', 429))).toBe(
      'Failed to analyze website: Too many attempts.',
    );
  });

  it('falls back to Unknown error when no server message came back', () => {
    expect(phaseFailureMessage('analyzing', new TypeError('Failed to fetch'))).toBe(
      'Failed to analyze website: Unknown error',
    );
    // A body that is not our error envelope (a proxy's page) has no code.
    expect(phaseFailureMessage('generating', new ApiError('Request failed (502)', 502))).toBe(
      'Failed to generate preview: Unknown error',
    );
  });

  it('says the generation failed with the server message', () => {
    expect(phaseFailureMessage('generating', server('Failed to generate preview: No answer'))).toBe(
      'Failed to generate preview: No answer',
    );
  });

  it('says the creation failed, with the server reason when it adds one', () => {
    expect(phaseFailureMessage('creating', new TypeError('Failed to fetch'))).toBe(
      'Failed to create preview record',
    );
    expect(phaseFailureMessage('creating', server('Failed to create preview record', 500))).toBe(
      'Failed to create preview record',
    );
    expect(phaseFailureMessage('creating', server('Too many attempts.', 429))).toBe(
      'Failed to create preview record: Too many attempts.',
    );
  });
});

describe('isSameSiteWidgetUrl', () => {
  it.each([
    ['/embed/chat?workspace=pk_1', true],
    ['//evil.example/embed', false],
    ['/\\evil.example', false],
    ['https://evil.example/embed/chat', false],
    ['javascript:alert(1)', false],
    [undefined, false],
  ])('%j → %s', (url, expected) => {
    expect(isSameSiteWidgetUrl(url)).toBe(expected);
  });
});

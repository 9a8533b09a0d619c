import { describe, expect, it } from 'vitest';
import { DomainValidationError } from './errors';

describe('DomainValidationError', () => {
  it('carries the message, the field and a stable name', () => {
    const error = new DomainValidationError('Message content is required', 'content');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Message content is required');
    expect(error.field).toBe('content');
    expect(error.name).toBe('DomainValidationError');
  });

  it('leaves the field undefined when none is given', () => {
    expect(new DomainValidationError('x').field).toBeUndefined();
  });
});

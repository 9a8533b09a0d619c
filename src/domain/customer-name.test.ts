import { describe, expect, it } from 'vitest';
import { realCustomerName } from './customer-name';

describe('realCustomerName', () => {
  it('keeps a name the customer gave, trimmed', () => {
    expect(realCustomerName('  Jordan Lee ')).toBe('Jordan Lee');
  });

  it('drops the default visitor name and blanks', () => {
    expect(realCustomerName('Website Visitor')).toBeNull();
    expect(realCustomerName(' Website Visitor ')).toBeNull();
    expect(realCustomerName('   ')).toBeNull();
    expect(realCustomerName(null)).toBeNull();
    expect(realCustomerName(undefined)).toBeNull();
  });
});

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

describe('realCustomerName: social placeholders', () => {
  it('drops the label a Messenger or Instagram customer carries until named', () => {
    expect(realCustomerName('Messenger customer')).toBeNull();
    expect(realCustomerName('Instagram customer')).toBeNull();
    expect(realCustomerName('Dana Reyes')).toBe('Dana Reyes');
  });
});

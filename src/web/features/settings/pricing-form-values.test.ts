import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '../../../domain/contracts/workspace-settings.contract';
import { DEMO_PRICING } from '../../../domain/demo-pricing';
import {
  exampleQuote,
  noMaterialPriced,
  PRICING_FORM_MESSAGES,
  pricingFormSchema,
  pricingFormValues,
  upsellIds,
} from './pricing-form-values';

const messagesOf = (values: unknown) => {
  const parsed = pricingFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('pricing form', () => {
  it('round-trips saved pricing through the form (tax rate in per cent)', () => {
    const values = pricingFormValues(DEMO_PRICING);
    expect(values.taxRate).toBe('8');
    expect(values.materials['premium-vinyl']).toBe('18.5');
    expect(pricingFormSchema.parse(values)).toEqual(DEMO_PRICING);
  });

  it("shows the contract's messages at the fields they are about", () => {
    const values = pricingFormValues(DEMO_PRICING);
    expect(messagesOf({ ...values, taxRate: '45' })).toEqual({ taxRate: SETTINGS_MESSAGES.taxRate });
    expect(messagesOf({ ...values, setupFee: 'lots' })).toEqual({ setupFee: PRICING_FORM_MESSAGES.number });
    expect(messagesOf({ ...values, upsells: [{ label: ' ', price: '10' }] })).toEqual({
      'upsells.0.label': 'Every add-on needs a name.',
    });
    const noMaterials = Object.fromEntries(Object.keys(values.materials).map((m) => [m, '']));
    expect(messagesOf({ ...values, materials: noMaterials })).toEqual({
      materials: PRICING_FORM_MESSAGES.noMaterial,
    });
  });

  it('keeps saved add-on ids and gives new ones ids from their names, unique', () => {
    expect(
      upsellIds([
        { label: 'Window tinting' },
        { label: 'Window tinting' },
        { label: '!!!' },
        { id: 'kept', label: 'X' },
      ]),
    ).toEqual(['window-tinting', 'window-tinting-2', 'add-on-3', 'kept']);
    expect(upsellIds([{ label: 'Tint' }, { id: 'tint', label: 'Old tint' }])).toEqual(['tint-2', 'tint']);
  });

  it('prices the example job with the quote engine as the owner types', () => {
    const values = pricingFormValues(DEMO_PRICING);
    const example = exampleQuote(values, { squareFootage: '150', material: 'premium-vinyl' });
    expect(example.status === 'ready' && example.result.ok && example.result.quote.totalAmount).toBe(3456);
    const dearer = exampleQuote(
      { ...values, materials: { ...values.materials, 'premium-vinyl': '20' } },
      { squareFootage: '150', material: 'premium-vinyl' },
    );
    expect(dearer.status === 'ready' && dearer.result.ok && dearer.result.quote.subtotal).toBe(3400);
    expect(exampleQuote({ ...values, taxRate: 'x' }, { squareFootage: '150', material: '' })).toEqual({
      status: 'invalid',
    });
    const noSize = exampleQuote(values, { squareFootage: '', material: '' });
    expect(noSize.status === 'ready' && noSize.result.ok).toBe(false);
  });

  it('waits for a first material price in a new workspace, rather than calling the blank form wrong', () => {
    const blank = pricingFormValues(null);
    expect(noMaterialPriced(blank)).toBe(true);
    expect(exampleQuote(blank, { squareFootage: '150', material: '' })).toEqual({ status: 'no-prices' });
    // Spaces are no price either; a bad tax rate as well still waits for the first price.
    const spaces = { ...blank, materials: { ...blank.materials, 'premium-vinyl': '  ' } };
    expect(exampleQuote(spaces, { squareFootage: '150', material: '' })).toEqual({ status: 'no-prices' });
    expect(exampleQuote({ ...blank, taxRate: '45' }, { squareFootage: '150', material: '' })).toEqual({
      status: 'no-prices',
    });
    const one = { ...blank, materials: { ...blank.materials, 'standard-vinyl': '12' } };
    expect(noMaterialPriced(one)).toBe(false);
    const example = exampleQuote(one, { squareFootage: '150', material: '' });
    expect(example.status === 'ready' && example.offered).toEqual(['standard-vinyl']);
    expect(example.status === 'ready' && example.result.ok && example.result.quote.totalAmount).toBe(1944);
  });
});

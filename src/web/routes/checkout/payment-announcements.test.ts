import { describe, expect, it } from 'vitest';
import { type AnnouncementStorage, takePaymentAnnouncement } from './payment-announcements';

function memoryStorage(
  initial: Record<string, string> = {},
): AnnouncementStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('takePaymentAnnouncement', () => {
  it('announces a payment once: a reload of the same session does not announce it again', () => {
    const storage = memoryStorage();
    expect(takePaymentAnnouncement(storage, 'cs_1')).toBe(true);
    expect(takePaymentAnnouncement(storage, 'cs_1')).toBe(false);
    expect(takePaymentAnnouncement(storage, 'cs_2')).toBe(true);
    expect(takePaymentAnnouncement(storage, 'cs_1')).toBe(false);
  });

  it('keeps the last 20 sessions only', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 21; i += 1) takePaymentAnnouncement(storage, `cs_${i}`);
    expect(JSON.parse(storage.data.get('payment-announced')!)).toHaveLength(20);
    expect(takePaymentAnnouncement(storage, 'cs_0')).toBe(true);
    expect(takePaymentAnnouncement(storage, 'cs_20')).toBe(false);
  });

  it('announces when there is no storage, or what is stored is not a list', () => {
    expect(takePaymentAnnouncement(null, 'cs_1')).toBe(true);
    const broken = memoryStorage({ 'payment-announced': '{not json' });
    expect(takePaymentAnnouncement(broken, 'cs_1')).toBe(true);
    expect(takePaymentAnnouncement(broken, 'cs_1')).toBe(false);
  });

  it('still announces when storage refuses to save', () => {
    const full: AnnouncementStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(takePaymentAnnouncement(full, 'cs_1')).toBe(true);
  });
});

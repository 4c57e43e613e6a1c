import { describe, expect, it } from 'vitest';
import { billingDate, cardBrandName, cardExpiry, intervalName, money, perInterval } from './billing-format';

describe('billing figures', () => {
  it('dates read as day, short month and year, in the zone asked for', () => {
    expect(billingDate('2026-03-12T12:00:00Z', 'UTC')).toBe('12 Mar 2026');
    expect(billingDate('2026-03-12T23:30:00Z', 'Asia/Tokyo')).toBe('13 Mar 2026');
    expect(billingDate('soon')).toBe('soon');
  });

  it('amounts read as money with cents', () => {
    expect(money(29)).toBe('$29.00');
    expect(money(59.5)).toBe('$59.50');
    expect(money(0)).toBe('$0.00');
  });

  it('intervals read per month or per year', () => {
    expect(perInterval('monthly')).toBe(' / month');
    expect(perInterval('annual')).toBe(' / year');
    expect(perInterval('Lifetime')).toBe('');
    expect(perInterval(null)).toBe('');
    expect(intervalName('monthly')).toBe('Monthly');
    expect(intervalName('  ')).toBeNull();
  });

  it('cards read by brand and expiry', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('American Express')).toBe('American Express');
    expect(cardBrandName('cartes_bancaires')).toBe('Cartes bancaires');
    expect(cardBrandName('')).toBe('Card');
    expect(cardExpiry(3, 2027)).toBe('03/2027');
  });
});

import { describe, expect, it } from 'vitest';
import { formatAmount, isLifetimeInterval, planPriceText } from './plan-price';

const pro = { monthlyPrice: 29, annualPrice: 290, interval: 'monthly' };

describe('planPriceText', () => {
  it('reads $29/month on the monthly cycle', () => {
    const price = planPriceText(pro, 'monthly');
    expect(price.amount + price.period).toBe('$29/month');
    expect(price.note).toBe('Billed monthly');
  });

  it('reads $290/year on the annual cycle', () => {
    const price = planPriceText(pro, 'annual');
    expect(price.amount + price.period).toBe('$290/year');
    expect(price.note).toBe('Billed annually');
  });

  it('reads a lifetime plan as a one-off price whatever the cycle', () => {
    const lifetime = { monthlyPrice: 499, annualPrice: 4990, interval: 'Lifetime' };
    for (const cycle of ['monthly', 'annual'] as const) {
      const price = planPriceText(lifetime, cycle);
      expect(price.amount + price.period).toBe('$499 one-time');
    }
  });

  it('shows a free plan as $0, free forever, even when it comes as a lifetime plan', () => {
    for (const interval of [undefined, 'Lifetime', 'monthly']) {
      for (const cycle of ['monthly', 'annual'] as const) {
        const price = planPriceText({ monthlyPrice: 0, annualPrice: 0, interval }, cycle);
        expect(price.amount + price.period).toBe('$0');
        expect(price.note).toBe('Free forever');
      }
    }
  });
});

describe('formatAmount', () => {
  it('keeps cents only when there are some', () => {
    expect(formatAmount(99)).toBe('$99');
    expect(formatAmount(9.99)).toBe('$9.99');
    expect(formatAmount(19.5)).toBe('$19.50');
    expect(formatAmount(1290)).toBe('$1,290');
  });
});

describe('isLifetimeInterval', () => {
  it('recognises Lifetime in any case and nothing else', () => {
    expect(isLifetimeInterval('Lifetime')).toBe(true);
    expect(isLifetimeInterval(' lifetime ')).toBe(true);
    expect(isLifetimeInterval('monthly')).toBe(false);
    expect(isLifetimeInterval(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { allowanceLeftText, withPlanWord } from './plan-lines';

describe('plan lines', () => {
  it("says what is left in the spec's wording, one or many, or unlimited", () => {
    expect(allowanceLeftText('members', 1)).toBe('1 member left');
    expect(allowanceLeftText('members', 0)).toBe('0 members left');
    expect(allowanceLeftText('social accounts', 2)).toBe('2 social accounts left');
    expect(allowanceLeftText('social accounts', 1)).toBe('1 social account left');
    expect(allowanceLeftText('members', 'unlimited')).toBe('Unlimited members');
    expect(allowanceLeftText('social accounts', 'unlimited')).toBe('Unlimited social accounts');
  });

  it("names the plan as 'Free Plan', once", () => {
    expect(withPlanWord('Free')).toBe('Free Plan');
    expect(withPlanWord('Starter plan')).toBe('Starter plan');
  });
});

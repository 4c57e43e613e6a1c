import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { freePlanErrorKind, isMissingTeamBilling, isSubscriptionActive } from './subscription';

describe('isSubscriptionActive', () => {
  it("is true when the status is active and the plan is not 'no active plan'", () => {
    expect(isSubscriptionActive({ subscription_status: 'active', plan_name: 'Pro' })).toBe(true);
    expect(isSubscriptionActive({ subscription_status: 'Active', plan_name: 'Pro' })).toBe(true);
  });

  it("is false for other statuses, for 'no active plan' in any case, and for no subscription", () => {
    expect(isSubscriptionActive({ subscription_status: 'canceled', plan_name: 'Pro' })).toBe(false);
    expect(isSubscriptionActive({ subscription_status: 'active', plan_name: 'no active plan' })).toBe(false);
    expect(isSubscriptionActive({ subscription_status: 'active', plan_name: 'No Active Plan' })).toBe(false);
    expect(isSubscriptionActive({ subscription_status: null, plan_name: 'Pro' })).toBe(false);
    expect(isSubscriptionActive(null)).toBe(false);
  });
});

describe('billing error texts', () => {
  const error = (message: string) => new ApiError({ kind: 'http', status: 400, message });

  it("recognises a team without billing ('No TeamBilling matches')", () => {
    expect(isMissingTeamBilling(error('No TeamBilling matches the given query.'))).toBe(true);
    expect(isMissingTeamBilling(error('Failed to fetch subscription details'))).toBe(false);
  });

  it('tells which dialog a failed switch to Free opens', () => {
    expect(freePlanErrorKind(error('Team already has an active plan.'))).toBe('already-active');
    expect(freePlanErrorKind(error('You have an Active Plan on another team'))).toBe('active-plan');
    expect(freePlanErrorKind(error('Failed to subscribe to plan'))).toBe('other');
  });
});

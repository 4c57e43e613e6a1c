import { describe, expect, it } from 'vitest';
import { atRiskNote, daysLeftText, expiryDate, expiryHeadline, expiryTone, scheduledAtRiskText } from './token-expiry';

const soon = { expiresAt: '2026-11-28T09:00:00Z', daysLeft: 3, isExpired: false, isExpiringSoon: true };
const expired = { expiresAt: '2026-11-23T09:00:00Z', daysLeft: 0, isExpired: true, isExpiringSoon: true };
const later = { expiresAt: '2027-01-24T09:00:00Z', daysLeft: 60, isExpired: false, isExpiringSoon: false };

describe('token expiry texts', () => {
  it('dates in the given zone; days left, or Expired at zero or fewer (accounts §3)', () => {
    expect(expiryDate('2026-11-28T23:30:00Z', 'Europe/London')).toBe('28 Nov 2026');
    expect(expiryDate('2026-11-28T23:30:00Z', 'Asia/Tokyo')).toBe('29 Nov 2026');
    expect(daysLeftText(soon)).toBe('3 days left');
    expect(daysLeftText({ ...soon, daysLeft: 1 })).toBe('1 day left');
    expect(daysLeftText(expired)).toBe('Expired');
    expect(daysLeftText({ expiresAt: null, daysLeft: null, isExpired: false, isExpiringSoon: false })).toBeNull();
  });

  it('tones: expired red, running out amber, otherwise quiet', () => {
    expect([expiryTone(expired), expiryTone(soon), expiryTone(later)]).toEqual(['danger', 'warning', 'neutral']);
  });

  it('headlines say whose login runs out and when', () => {
    expect(expiryHeadline('Demo User', soon, 'Europe/London')).toBe(
      'The Facebook login for Demo User runs out in 3 days, on 28 Nov 2026.',
    );
    expect(expiryHeadline('Demo User', { ...soon, daysLeft: 1, expiresAt: null })).toBe(
      'The Facebook login for Demo User runs out in 1 day.',
    );
    expect(expiryHeadline('Northwind', expired, 'Europe/London')).toBe(
      'The Facebook login for Northwind ran out on 23 Nov 2026.',
    );
  });

  it('what the team has scheduled around it, in every case', () => {
    const team = 'Causeway Studio';
    expect(scheduledAtRiskText(team, false, { before: 2, after: 5 })).toBe(
      'Causeway Studio has 7 scheduled items on its pages: 2 go out before then; 5 after will fail unless you reconnect.',
    );
    expect(scheduledAtRiskText(team, false, { before: 1, after: 1 })).toBe(
      'Causeway Studio has 2 scheduled items on its pages: 1 goes out before then; 1 after will fail unless you reconnect.',
    );
    expect(scheduledAtRiskText(team, false, { before: 0, after: 1 })).toBe(
      'Causeway Studio has 1 scheduled item on its pages: none go out before then; 1 after will fail unless you reconnect.',
    );
    expect(scheduledAtRiskText(team, false, { before: 3, after: 0 })).toBe(
      'Causeway Studio has 3 scheduled items on its pages, all going out before then.',
    );
    expect(scheduledAtRiskText(team, true, { before: 0, after: 1 })).toBe(
      'Causeway Studio has 1 scheduled item on its pages: it will fail unless you reconnect.',
    );
    expect(scheduledAtRiskText(team, true, { before: 0, after: 0 })).toBe(
      'Causeway Studio has no scheduled items on its pages yet; reconnect before scheduling any.',
    );
    expect(scheduledAtRiskText(team, true, null)).toBe('Scheduled items on its pages will fail unless you reconnect.');
  });

  it('a marked row’s note counts what would fail', () => {
    expect(atRiskNote({ before: 2, after: 5 }, false)).toBe('5 scheduled items would fail');
    expect(atRiskNote({ before: 1, after: 0 }, true)).toBe('1 scheduled item would fail');
    expect(atRiskNote({ before: 1, after: 0 }, false)).toBe('Your team publishes to its pages');
    expect(atRiskNote(null, false)).toBe('Your team publishes to its pages');
  });
});

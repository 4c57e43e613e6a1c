import { describe, expect, it } from 'vitest';
import { calendarChoiceFrom, calendarSearch } from './calendar-search';

describe('the calendar in the address', () => {
  it('is this month on Facebook by default', () => {
    expect(calendarChoiceFrom(new URLSearchParams(''))).toEqual({
      view: 'month',
      date: undefined,
      platforms: ['facebook'],
    });
  });

  it('round-trips the view, the day and the platforms, and drops a day that is not one', () => {
    const query = 'view=week&date=2026-12-14&platform=facebook%2Cinstagram';
    expect(calendarSearch(calendarChoiceFrom(new URLSearchParams(query))).toString()).toBe(query);
    expect(calendarChoiceFrom(new URLSearchParams('date=2026-02-30')).date).toBeUndefined();
  });
});

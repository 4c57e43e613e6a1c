import { describe, expect, it } from 'vitest';
import { multiSelectSummary, type SummaryInput } from './multi-select-summary';

const base: SummaryInput = {
  selectedNames: [],
  itemCount: 3,
  isLoading: false,
  placeholder: '-- Select pages --',
  emptyText: 'No pages available',
  loadingText: 'Loading pages...',
};

describe('multiSelectSummary', () => {
  it('shows the placeholder while nothing is chosen', () => {
    expect(multiSelectSummary(base)).toBe('-- Select pages --');
  });

  it('shows the loading text while items load, before the empty text', () => {
    expect(multiSelectSummary({ ...base, isLoading: true, itemCount: 0 })).toBe('Loading pages...');
  });

  it('shows the empty text when there is nothing to choose', () => {
    expect(multiSelectSummary({ ...base, itemCount: 0 })).toBe('No pages available');
  });

  it('names the chosen items while they fit', () => {
    expect(multiSelectSummary({ ...base, selectedNames: ['Northwind Café'] })).toBe('Northwind Café');
    expect(multiSelectSummary({ ...base, selectedNames: ['Northwind Café', 'Harbour Books'] })).toBe(
      'Northwind Café, Harbour Books',
    );
  });

  it('counts the chosen items when their names would not fit', () => {
    const selectedNames = ['Northwind Café', 'Harbour Books', 'Greenleaf Studio'];
    expect(multiSelectSummary({ ...base, selectedNames })).toBe('3 selected');
    expect(multiSelectSummary({ ...base, selectedNames: ['A', 'B', 'C'], maxLength: 7 })).toBe('A, B, C');
    expect(multiSelectSummary({ ...base, selectedNames: ['A', 'B', 'C'], maxLength: 6 })).toBe('3 selected');
  });

  it('keeps a single long name (the trigger cuts it with an ellipsis)', () => {
    const name = 'The Very Long Name Of A Community Page About Local Events';
    expect(multiSelectSummary({ ...base, selectedNames: [name] })).toBe(name);
  });

  it('shows chosen names even while the list reloads', () => {
    expect(multiSelectSummary({ ...base, isLoading: true, selectedNames: ['Harbour Books'] })).toBe('Harbour Books');
  });
});

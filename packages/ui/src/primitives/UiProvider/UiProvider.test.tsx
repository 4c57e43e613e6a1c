import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import { DateField, DateInput, DateSegment, Label } from 'react-aria-components';
import { expect, it } from 'vitest';
import { UiProvider } from './UiProvider';

it('shows dates day first (dd / mm / yyyy), as the spec writes them', () => {
  render(
    <UiProvider>
      <DateField defaultValue={new CalendarDate(2026, 11, 21)}>
        <Label>Date</Label>
        <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
      </DateField>
    </UiProvider>,
  );
  const segments = screen.getAllByRole('spinbutton').map((segment) => segment.textContent);
  expect(segments).toEqual(['21', '11', '2026']);
});

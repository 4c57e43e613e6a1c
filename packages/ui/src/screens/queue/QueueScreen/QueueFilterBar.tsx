import { memo } from 'react';
import { capitalise } from '../../../primitives/Badge/badge-tones';
import { Inline } from '../../../primitives/Inline';
import { Select } from '../../../primitives/Select';
import { PlatformToggles } from '../../review-shared/PlatformToggles';
import * as shared from '../../review-shared/review-screen.css';
import { queueStatuses, type PlatformId, type QueueFilters, type QueueStatusFilter } from './queue-filters';

const statusItems = queueStatuses.map((status) => ({ id: status, name: capitalise(status) }));

export interface QueueFilterBarProps {
  platforms: PlatformId[];
  status: QueueStatusFilter;
  /** The same function from one render to the next, so a change of category leaves the bar as drawn. */
  onChange: (next: Partial<QueueFilters>) => void;
}

/** The platform toggles and the status filter, above the queue's table. */
export const QueueFilterBar = memo(function QueueFilterBar({ platforms, status, onChange }: QueueFilterBarProps) {
  return (
    <Inline space="4" align="start">
      <PlatformToggles
        selectionMode="multiple"
        selected={platforms}
        onChange={(next) => onChange({ platforms: next })}
      />
      <Select
        label="Status"
        items={statusItems}
        value={status}
        onChange={(key) => onChange({ status: key as QueueStatusFilter })}
        className={shared.filterSelect}
      />
    </Inline>
  );
});

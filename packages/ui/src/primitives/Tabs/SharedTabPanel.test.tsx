import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { expect, it } from 'vitest';
import { SharedTabPanel } from './SharedTabPanel';
import { Tab, TabList, Tabs } from './Tabs';

/** Counts the copies of the panel's content that are mounted, drawn or out of sight. */
function MountedCopies({ copies }: { copies: Set<object> }) {
  useEffect(() => {
    const copy = {};
    copies.add(copy);
    return () => void copies.delete(copy);
  }, [copies]);
  return <p>Rows</p>;
}

function FilteredList({ copies }: { copies: Set<object> }) {
  const [selected, setSelected] = useState<string>('post');
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => setSelected(String(key))}>
      <TabList aria-label="Categories">
        <Tab id="post">Post</Tab>
        <Tab id="story">Story</Tab>
      </TabList>
      <SharedTabPanel>
        <MountedCopies copies={copies} />
      </SharedTabPanel>
    </Tabs>
  );
}

it('holds one copy of its content, not a second one in the tabs’ collection pass', () => {
  const copies = new Set<object>();
  render(<FilteredList copies={copies} />);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Rows');
  expect(copies.size).toBe(1);

  fireEvent.click(screen.getByRole('tab', { name: 'Story' }));
  expect(screen.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Story');
  expect(copies.size).toBe(1);
});

import { getActiveScenarioIds, listScenarios, resetDemoData, setActiveScenarioIds } from '@causeway/mocks/browser';
import { MockPanel as MockPanelView } from '@causeway/ui/screens/mock/MockPanel';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

const scenarios = listScenarios();

/** The tester panel, mock mode only: toggling a scenario refetches what is on screen. */
export function MockPanel() {
  const queryClient = useQueryClient();
  const [activeIds, setActiveIds] = useState(getActiveScenarioIds);
  const [isResetting, setResetting] = useState(false);

  return (
    <MockPanelView
      scenarios={scenarios}
      activeIds={activeIds}
      onActiveIdsChange={(ids) => {
        setActiveScenarioIds(ids);
        setActiveIds(getActiveScenarioIds());
        void queryClient.invalidateQueries();
      }}
      isResetting={isResetting}
      onReset={() => {
        setResetting(true);
        void resetDemoData().then(() => window.location.reload());
      }}
    />
  );
}

import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Dialog, DialogTrigger } from '../../../primitives/Dialog';
import { TextField } from '../../../primitives/TextField';
import { groupScenarios, type MockScenario } from './group-scenarios';
import * as styles from './MockPanel.css';
import * as barStyles from './mock-bar.css';

export interface MockPanelProps {
  scenarios: readonly MockScenario[];
  activeIds: readonly string[];
  onActiveIdsChange: (ids: string[]) => void;
  /** Back to the seeded demo data. */
  onReset: () => void;
  isResetting?: boolean;
  /** Open at first (design review). */
  defaultOpen?: boolean;
}

/**
 * Mock mode's tester panel: a bar above the page saying the data are a demo, with a button opening
 * every named scenario by area, each with the spec text it reproduces, as toggles; and 'Reset demo data'.
 */
export function MockPanel({
  scenarios,
  activeIds,
  onActiveIdsChange,
  onReset,
  isResetting,
  defaultOpen,
}: MockPanelProps) {
  const [filter, setFilter] = useState('');
  const active = new Set(activeIds);
  const groups = groupScenarios(scenarios, filter);

  const toggle = (id: string, on: boolean) =>
    onActiveIdsChange(on ? [...activeIds, id] : activeIds.filter((activeId) => activeId !== id));

  return (
    <aside aria-label="Mock mode" className={barStyles.bar}>
      <p className={barStyles.note}>Mock mode: demo data in this browser, nothing reaches Facebook or Stripe.</p>
      <DialogTrigger defaultOpen={defaultOpen}>
        <Button variant="primary" size="small" className={styles.trigger}>
          <FlaskConical size={16} aria-hidden="true" />
          Mock data
          {activeIds.length > 0 && (
            <span className={styles.count} aria-label={`${activeIds.length} scenarios on`}>
              {activeIds.length}
            </span>
          )}
        </Button>
        <Dialog
          title="Mock data and scenarios"
          size="large"
          actions={(close) => (
            <>
              <Button variant="secondary" isDisabled={activeIds.length === 0} onPress={() => onActiveIdsChange([])}>
                Turn all off
              </Button>
              <Button variant="secondary" isPending={isResetting} pendingLabel="Resetting..." onPress={onReset}>
                Reset demo data
              </Button>
              <Button onPress={close}>Done</Button>
            </>
          )}
        >
          <div className={styles.body}>
            <p className={styles.lead}>
              Scenarios make the mock server answer as the error catalogue describes. They stay on for this tab; add
              ?scenario=id to any address to choose them, ?scenario=none to clear them.
            </p>
            <TextField label="Filter scenarios" value={filter} onChange={setFilter} placeholder="e.g. login, billing" />
            <div className={styles.list}>
              {groups.length === 0 && <p className={styles.empty}>No scenario matches this filter.</p>}
              {groups.map(([area, items]) => (
                <fieldset key={area} className={styles.area}>
                  <legend className={styles.areaTitle}>{area}</legend>
                  {items.map((scenario) => (
                    <Checkbox
                      key={scenario.id}
                      isSelected={active.has(scenario.id)}
                      onChange={(on) => toggle(scenario.id, on)}
                      description={<span className={styles.scenarioId}>{scenario.id}</span>}
                    >
                      {scenario.description}
                    </Checkbox>
                  ))}
                </fieldset>
              ))}
            </div>
          </div>
        </Dialog>
      </DialogTrigger>
    </aside>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Stack } from '../../../primitives/Stack';
import { TextField } from '../../../primitives/TextField';
import * as shared from '../settings-screen.css';
import { teamManagementMessages, validateTeamName } from './rules';
import type { ActionResult } from './team-management-types';

export interface AddTeamDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Creates the team; the dialog waits for it, closes when it is made, else says why. */
  onCreate: (name: string) => Promise<ActionResult>;
}

/** 'Add New Team' (accounts §2): a required Team Name; a failure is headed 'Team Creation Failed'. */
export function AddTeamDialog({ isOpen, onOpenChange, onCreate }: AddTeamDialogProps) {
  const formId = useId();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (isBusy) return;
    if (!next) {
      setName('');
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const result = await onCreate(name.trim());
    setBusy(false);
    if (result.ok) {
      setName('');
      onOpenChange(false);
    } else {
      setFailure(result.error ?? '');
    }
  };

  return (
    <Dialog
      title="Add New Team"
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button variant="secondary" isDisabled={isBusy} onPress={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={isBusy} pendingLabel="Creating...">
            Create Team
          </Button>
        </>
      }
    >
      <Stack space="4">
        <p className={shared.sectionText}>
          A team keeps its own members, pages and plan. Switch between teams from the team menu at the top.
        </p>
        {failure && (
          <Banner tone="error" title={teamManagementMessages.createFailed}>
            {failure}
          </Banner>
        )}
        <Form id={formId} onSubmit={(event) => void submit(event)} aria-label="Add New Team">
          <TextField
            name="name"
            label="Team Name"
            isRequired
            autoFocus
            value={name}
            onChange={(value) => {
              setName(value);
              setFailure(null);
            }}
            validate={validateTeamName}
          />
        </Form>
      </Stack>
    </Dialog>
  );
}

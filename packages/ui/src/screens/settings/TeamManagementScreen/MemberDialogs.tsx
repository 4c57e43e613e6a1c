import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Avatar } from '../../../primitives/Avatar';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Inline } from '../../../primitives/Inline';
import { Select } from '../../../primitives/Select';
import { Stack } from '../../../primitives/Stack';
import { TextField } from '../../../primitives/TextField';
import { useServerFieldErrors } from '../../auth/RegisterScreen/use-server-field-errors';
import { teamManagementMessages, teamRoleNames, validateMemberEmail, type TeamRole } from './rules';
import type { ActionResult, AddMemberValues, TeamMemberRow } from './team-management-types';
import * as styles from './TeamManagementScreen.css';

const roleItems = teamRoleNames.map((role) => ({ id: role, name: role }));

type Failure<Field extends string> = Extract<ActionResult<Field>, { ok: false }>;

/** The dialog both member forms share: busy while the call runs, its failure above the form. */
function MemberFormDialog<Field extends string>({
  title,
  isOpen,
  onClose,
  submitLabel,
  busyLabel,
  run,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  submitLabel: string;
  busyLabel: string;
  /** Sends the form; resolves with the result. */
  run: () => Promise<ActionResult<Field>>;
  children: ReactNode;
}) {
  const formId = useId();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure<Field> | null>(null);

  const close = () => {
    if (isBusy) return;
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const result = await run();
    setBusy(false);
    if (result.ok) onClose();
    else setFailure(result);
  };

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(next) => !next && close()}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button variant="secondary" isDisabled={isBusy} onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={isBusy} pendingLabel={busyLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Stack space="4">
        {failure?.error && <Banner tone="error">{failure.error}</Banner>}
        <Form id={formId} onSubmit={(event) => void submit(event)} aria-label={title}>
          <Stack space="4">{children}</Stack>
        </Form>
      </Stack>
    </Dialog>
  );
}

function RoleSelect({
  role,
  onChange,
  autoFocus,
  errorMessage,
}: {
  role: TeamRole | null;
  onChange: (role: TeamRole) => void;
  autoFocus?: boolean;
  /** The server's words about the role. */
  errorMessage?: string | undefined;
}) {
  return (
    <Select
      name="role"
      label="Role"
      placeholder="Select a role"
      items={roleItems}
      selectedKey={role}
      onSelectionChange={(key) => onChange(key as TeamRole)}
      isRequired
      autoFocus={autoFocus}
      // The one rule a role has: it is chosen (the server's words when it refuses one).
      errorMessage={errorMessage ?? (() => teamManagementMessages.roleRequired)}
      description="Owner and Admin manage the team; Members publish."
    />
  );
}

export interface AddMemberDialogProps {
  isOpen: boolean;
  onClose: () => void;
  teamName: string;
  onAdd: (values: AddMemberValues) => Promise<ActionResult<'email' | 'role'>>;
}

/** Adds a member by email and role (accounts §2, §5). */
export function AddMemberDialog({ isOpen, onClose, teamName, onAdd }: AddMemberDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Failure<'email' | 'role'>['fieldErrors']>();
  const [serverErrors, clearServerError] = useServerFieldErrors(fieldErrors);

  const reset = () => {
    setEmail('');
    setRole(null);
    setFieldErrors(undefined);
  };

  return (
    <MemberFormDialog<'email' | 'role'>
      title="Add Member"
      isOpen={isOpen}
      onClose={() => {
        reset();
        onClose();
      }}
      submitLabel="Add Member"
      busyLabel="Adding..."
      run={async () => {
        const result = await onAdd({ email: email.trim(), role: role ?? 'Member' });
        if (!result.ok) setFieldErrors(result.fieldErrors);
        return result;
      }}
    >
      <>
        <p className={styles.dialogText}>
          They join {teamName}. Someone without an account gets an invitation to sign up.
        </p>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          autoFocus
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            clearServerError('email');
          }}
          validate={validateMemberEmail}
          errorMessage={serverErrors.email?.join(' ')}
        />
        <RoleSelect
          role={role}
          onChange={(next) => {
            setRole(next);
            clearServerError('role');
          }}
          errorMessage={serverErrors.role?.join(' ')}
        />
      </>
    </MemberFormDialog>
  );
}

export interface EditRoleDialogProps {
  /** The member whose role is edited; the dialog is open while there is one. */
  member: TeamMemberRow | null;
  onClose: () => void;
  onSave: (member: TeamMemberRow, role: TeamRole) => Promise<ActionResult<'role'>>;
}

/** Changes a member's role (accounts §2). */
export function EditRoleDialog({ member, onClose, onSave }: EditRoleDialogProps) {
  const [role, setRole] = useState<TeamRole | null>(member?.role ?? null);
  const [fieldErrors, setFieldErrors] = useState<Failure<'role'>['fieldErrors']>();
  const [serverErrors, clearServerError] = useServerFieldErrors(fieldErrors);
  const [shownFor, setShownFor] = useState(member);
  if (member !== shownFor) {
    setShownFor(member);
    if (member) setRole(member.role);
    setFieldErrors(undefined);
  }

  return (
    <MemberFormDialog<'role'>
      title="Edit Member Role"
      isOpen={member !== null}
      onClose={onClose}
      submitLabel="Save Role"
      busyLabel="Saving..."
      run={async () => {
        if (!shownFor) return { ok: true };
        const result = await onSave(shownFor, role ?? shownFor.role);
        if (!result.ok) setFieldErrors(result.fieldErrors);
        return result;
      }}
    >
      {shownFor && (
        <>
          <Inline space="3" wrap={false}>
            <Avatar name={shownFor.name} src={shownFor.picture} size="medium" />
            <Stack space="1" className={styles.who}>
              <span className={styles.memberName}>{shownFor.name}</span>
              <span className={styles.memberEmail}>{shownFor.email}</span>
            </Stack>
          </Inline>
          <RoleSelect
            role={role}
            onChange={(next) => {
              setRole(next);
              clearServerError('role');
            }}
            errorMessage={serverErrors.role?.join(' ')}
            autoFocus
          />
        </>
      )}
    </MemberFormDialog>
  );
}

import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** One or two lines saying what will happen. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (delete, downgrade): the confirm button turns red. */
  tone?: 'danger' | 'primary';
  /** While the action runs: the confirm button shows a spinner and `busyLabel`, nothing else responds. */
  isBusy?: boolean;
  busyLabel?: ReactNode;
  /** Called on confirm; the dialog stays open until its owner closes it, so it can show the busy state. */
  onConfirm: () => void;
}

/**
 * Asks before an action: title, message, Cancel and the confirm button on the right.
 * Cancel takes focus first, so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  isBusy = false,
  busyLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={title}
      aria-describedby={messageId}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!isBusy) onOpenChange(next);
      }}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      showCloseButton={false}
      actions={
        <>
          <Button variant="secondary" autoFocus isDisabled={isBusy} onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} isPending={isBusy} pendingLabel={busyLabel} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
    </Dialog>
  );
}

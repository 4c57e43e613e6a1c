import { CircleCheck, CircleX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import * as styles from './ResultDialog.css';

export interface ResultDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  tone: 'success' | 'error';
  title: ReactNode;
  message: ReactNode;
  /** The one button; 'OK' unless the screen says otherwise. */
  okLabel?: string;
}

/** Tells how an action ended: a success or error mark, a title, a message and one button. */
export function ResultDialog({ isOpen, onOpenChange, tone, title, message, okLabel = 'OK' }: ResultDialogProps) {
  const messageId = useId();
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <Dialog
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      size="small"
      title={title}
      aria-describedby={messageId}
      icon={
        <span className={styles.mark({ tone })}>
          <Icon size={20} aria-hidden="true" />
        </span>
      }
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      showCloseButton={false}
      actions={
        <Button autoFocus onPress={() => onOpenChange(false)}>
          {okLabel}
        </Button>
      }
    >
      <p id={messageId}>{message}</p>
    </Dialog>
  );
}

import { ConfirmDialog } from '../../../primitives/ConfirmDialog';

/** A navigation held back because the tab has unsaved edits: stay, or leave and lose them. */
export interface LeaveGuard {
  onStay: () => void;
  onLeave: () => void;
}

export const leaveTexts = {
  title: 'Leave without saving?',
  message: 'Your changes have not been saved. If you leave this page now, they will be lost.',
  stay: 'Stay on This Page',
  leave: 'Leave Without Saving',
} as const;

/** Asks before the person leaves a tab with unsaved edits; staying is the default (it has focus). */
export function LeaveDialog({ guard }: { guard: LeaveGuard | null | undefined }) {
  return (
    <ConfirmDialog
      isOpen={guard != null}
      onOpenChange={(isOpen) => {
        if (!isOpen) guard?.onStay();
      }}
      title={leaveTexts.title}
      message={leaveTexts.message}
      cancelLabel={leaveTexts.stay}
      confirmLabel={leaveTexts.leave}
      tone="danger"
      onConfirm={() => guard?.onLeave()}
    />
  );
}

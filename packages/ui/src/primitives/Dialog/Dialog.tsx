import { X } from 'lucide-react';
import { useContext, useRef, type ReactNode } from 'react';
import { Heading, Modal, ModalOverlay, OverlayTriggerStateContext, Dialog as RACDialog } from 'react-aria-components';
import { useReturnFocus } from '../../utils/use-return-focus';
import { Button } from '../Button';
import * as styles from './Dialog.css';

type WithClose = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends styles.ModalVariants {
  title: ReactNode;
  /** The body: one or two lines, or a form. A function receives `close`. */
  children?: WithClose;
  /** Buttons along the bottom, right-aligned; the primary or destructive one last. */
  actions?: WithClose;
  /** Shown before the title, e.g. a success or error mark. */
  icon?: ReactNode;
  /** Controlled state; leave both out inside a DialogTrigger. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click on the backdrop closes the dialog. Escape closes it unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  showCloseButton?: boolean;
  closeLabel?: string;
  role?: 'dialog' | 'alertdialog';
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A modal dialog on RAC's ModalOverlay, Modal and Dialog: a titled card over a dimmed page,
 * focus kept inside and returned on close. On small screens it becomes a bottom sheet.
 */
export function Dialog({
  title,
  children,
  actions,
  icon,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  showCloseButton = true,
  closeLabel = 'Close',
  role,
  size,
  'aria-describedby': describedBy,
  className,
}: DialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  // Inside a DialogTrigger the trigger owns the open state.
  const triggerState = useContext(OverlayTriggerStateContext);
  useReturnFocus(isOpen ?? triggerState?.isOpen ?? false, overlayRef);
  return (
    <ModalOverlay
      ref={overlayRef}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <Modal className={[styles.modal({ size }), className].filter(Boolean).join(' ')}>
        <RACDialog role={role} aria-describedby={describedBy} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {icon && <span className={styles.icon}>{icon}</span>}
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {showCloseButton && (
                  <Button
                    variant="quiet"
                    size="small"
                    className={styles.closeButton}
                    aria-label={closeLabel}
                    onPress={close}
                  >
                    <X size={20} aria-hidden="true" />
                  </Button>
                )}
              </div>
              {children != null && (
                <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
              )}
              {actions != null && (
                <div className={styles.actions}>{typeof actions === 'function' ? actions(close) : actions}</div>
              )}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

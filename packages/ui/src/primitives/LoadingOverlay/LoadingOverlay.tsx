import { useEffect, useRef, type ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { useReturnFocus } from '../../utils/use-return-focus';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  isOpen: boolean;
  /** The heading, e.g. 'Please wait...'. */
  title?: ReactNode;
  /** The line under it, e.g. 'Signing you in'. */
  message?: ReactNode;
}

/**
 * A full-screen veil while something that blocks the whole page runs (signing in, signing out).
 * Everything behind it is inert; it cannot be dismissed, it closes when `isOpen` turns false.
 */
export function LoadingOverlay({ isOpen, title = 'Please wait...', message }: LoadingOverlayProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  useReturnFocus(isOpen, overlayRef);
  return (
    <ModalOverlay
      ref={overlayRef}
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={styles.overlay}
    >
      <Modal>
        <Message title={title} message={message} />
      </Modal>
    </ModalOverlay>
  );
}

function Message({ title, message }: Pick<LoadingOverlayProps, 'title' | 'message'>) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus leaves the now-inert page for the message, so keys do nothing behind it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" aria-live="polite" tabIndex={-1} className={styles.card}>
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
    </div>
  );
}

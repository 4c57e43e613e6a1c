import { X } from 'lucide-react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { Sidebar } from './Sidebar';
import * as styles from './NavDrawer.css';

export interface NavDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  currentPath: string;
}

/** The sidebar on small screens: a drawer from the left edge that closes when a link is chosen. */
export function NavDrawer({ isOpen, onOpenChange, currentPath }: NavDrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog aria-label="Navigation" className={styles.dialog}>
          <Button
            variant="quiet"
            aria-label="Close navigation"
            className={styles.close}
            onPress={() => onOpenChange(false)}
          >
            <X size={20} aria-hidden="true" />
          </Button>
          <Sidebar currentPath={currentPath} onNavigate={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

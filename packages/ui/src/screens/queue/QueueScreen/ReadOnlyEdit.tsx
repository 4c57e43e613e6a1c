import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../primitives/Button';
import { Tooltip } from '../../../primitives/Tooltip';
import * as styles from './QueueScreen.css';

export interface ReadOnlyEditProps {
  /** 'Edit post', as the working button is named. */
  label: string;
  /** Why it cannot be edited. */
  reason: string;
}

/**
 * An Edit that cannot be used and says why. A disabled button can neither be focused nor hovered,
 * so it would keep its reason to itself: this one stays focusable, announced as unavailable
 * (`aria-disabled`) with the reason as its description, and shows the reason on hover, focus and
 * press (touch has no hover).
 */
export function ReadOnlyEdit({ label, reason }: ReadOnlyEditProps) {
  const reasonId = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={reason} isOpen={isOpen} onOpenChange={setOpen} placement="start">
        <Button
          variant="quiet"
          size="small"
          aria-label={label}
          aria-disabled="true"
          aria-describedby={reasonId}
          className={styles.readOnly}
          onPress={() => setOpen(true)}
        >
          <Pencil size={16} aria-hidden="true" />
        </Button>
      </Tooltip>
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  );
}

import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

/**
 * The label above a field; RAC wires it to the control through the field's context. Outside one (a
 * stand-in), the control names itself after the label's `id`.
 */
export function FieldLabel({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Label id={id} className={styles.label}>
      {children}
    </Label>
  );
}

/** Help text under the control, announced as the control's description (linked by `id` outside a field). */
export function FieldDescription({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Text id={id} slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

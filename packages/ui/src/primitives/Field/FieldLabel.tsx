import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

/** The label above a field; RAC wires it to the control through the field's context. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={styles.label}>{children}</Label>;
}

/** Help text under the control, announced as the control's description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, Text, composeRenderProps, type SwitchFieldProps } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The label beside the switch; it names what turns on (e.g. 'Annual billing'). */
  children: ReactNode;
  description?: ReactNode;
}

/** An on/off switch on RAC's SwitchField (the monthly/annual billing toggle). */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(className, (own) => [styles.field, own].filter(Boolean).join(' '))}
    >
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description && (
        <Text slot="description" className={[fieldStyles.description, styles.helpText].join(' ')}>
          {description}
        </Text>
      )}
    </SwitchField>
  );
}

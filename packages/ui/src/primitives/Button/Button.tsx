import type { ReactNode, Ref } from 'react';
import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export interface ButtonProps extends RACButtonProps, Omit<styles.ButtonVariants, 'fullWidth'> {
  /** Text shown beside the spinner while `isPending` (the spec's busy text, e.g. 'Logging in...'). */
  pendingLabel?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button on RAC's Button: variants by recipe, a spinner and busy text while pending. */
export function Button({ variant, size, fullWidth, pendingLabel, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) =>
        [styles.button({ variant, size, fullWidth }), own].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {pendingLabel ?? content}
          </>
        ) : (
          content
        ),
      )}
    </RACButton>
  );
}

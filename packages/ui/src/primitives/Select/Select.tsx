import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, invalidFromError, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { OpenOnMount } from './OpenOnMount';
import * as styles from './Select.css';

export interface SelectItem {
  id: Key;
  name: string;
  description?: string;
}

export interface SelectProps<T extends SelectItem> extends Omit<RACSelectProps<T>, 'children' | 'items'> {
  label: ReactNode;
  items: Iterable<T>;
  description?: ReactNode;
  /** As on TextField: a string makes the select invalid, a function phrases RAC's validation. */
  errorMessage?: FieldErrorMessage;
  /** Opens on its first render, focus on an option, as a key press would (asked for while loading). */
  openOnMount?: boolean;
}

/**
 * A single choice from a list, on RAC's Select: label above, the chosen name (or the placeholder)
 * in the trigger, options in a popover; `disabledKeys` greys options out.
 */
export function Select<T extends SelectItem>({
  label,
  items,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  openOnMount = false,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      isInvalid={invalidFromError(isInvalid, errorMessage)}
      className={composeRenderProps(className, (own) =>
        [fieldStyles.field, styles.root, own].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      {openOnMount && <OpenOnMount />}
      <Button className={[fieldStyles.control, styles.trigger].join(' ')}>
        <SelectValue<T> className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <ChevronDown className={[fieldStyles.controlIcon, styles.chevron].join(' ')} aria-hidden="true" />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox<T> items={items} className={fieldStyles.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={fieldStyles.option}>
              {/* One name from all the text: a separate description slot would leave visible
                  text out of the option's name (axe: label-content-name-mismatch). */}
              <span className={fieldStyles.optionText}>
                <span className={fieldStyles.optionLabel}>{item.name}</span>
                {item.description && <span className={fieldStyles.optionDescription}>{item.description}</span>}
              </span>
              <Check className={[fieldStyles.controlIcon, styles.check].join(' ')} aria-hidden="true" />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

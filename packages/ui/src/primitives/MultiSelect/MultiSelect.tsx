import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, invalidFromError, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { multiSelectSummary } from './multi-select-summary';
import { OpenOnMount } from '../Select/OpenOnMount';
import * as styles from './MultiSelect.css';

export interface MultiSelectItem {
  id: Key;
  name: string;
  description?: string;
}

export interface MultiSelectProps<T extends MultiSelectItem> {
  label: ReactNode;
  items: readonly T[];
  selectedKeys?: readonly Key[];
  defaultSelectedKeys?: readonly Key[];
  onSelectionChange?: (keys: Key[]) => void;
  /** Shown while nothing is chosen (the page selector's '-- Select pages --'). */
  placeholder?: string;
  /** Shown when there is nothing to choose (e.g. 'No pages available'). */
  emptyText?: string;
  /** Shown while the items load (e.g. 'Loading pages...'). */
  loadingText?: string;
  isLoading?: boolean;
  /** Opens on its first render, focus on an option, as a key press would (asked for while loading). */
  openOnMount?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  description?: ReactNode;
  /** As on TextField: a string makes the field invalid, a function phrases RAC's validation. */
  errorMessage?: FieldErrorMessage;
  /** Form field name; each chosen id is submitted under it. */
  name?: string;
  className?: string;
}

/**
 * Several choices from a list, each with a checkbox, on RAC's Select in multiple mode. The popover
 * stays open while choosing; the trigger shows the chosen names, or 'N selected' when they are long.
 */
export function MultiSelect<T extends MultiSelectItem>({
  label,
  items,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  placeholder = 'Select...',
  emptyText = 'No options available',
  loadingText = 'Loading...',
  isLoading = false,
  isInvalid,
  description,
  errorMessage,
  className,
  openOnMount = false,
  ...props
}: MultiSelectProps<T>) {
  return (
    <Select<T, 'multiple'>
      {...props}
      selectionMode="multiple"
      value={selectedKeys}
      defaultValue={defaultSelectedKeys}
      onChange={onSelectionChange}
      allowsEmptyCollection
      isInvalid={invalidFromError(isInvalid, errorMessage)}
      className={[fieldStyles.field, styles.root, className].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      {openOnMount && <OpenOnMount allowsEmpty />}
      <Button className={[fieldStyles.control, styles.trigger].join(' ')}>
        <SelectValue<T> className={styles.value}>
          {({ selectedItems }) =>
            multiSelectSummary({
              selectedNames: selectedItems.flatMap((item) => (item ? [item.name] : [])),
              itemCount: items.length,
              isLoading,
              placeholder,
              emptyText,
              loadingText,
            })
          }
        </SelectValue>
        <ChevronDown className={[fieldStyles.controlIcon, styles.chevron].join(' ')} aria-hidden="true" />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox<T>
          items={items}
          className={fieldStyles.listBox}
          renderEmptyState={() => <div className={fieldStyles.emptyState}>{isLoading ? loadingText : emptyText}</div>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={[fieldStyles.option, styles.option].join(' ')}>
              <span className={styles.box} aria-hidden="true">
                <Check className={styles.tick} />
              </span>
              {/* One name from all the text: a separate description slot would leave visible
                  text out of the option's name (axe: label-content-name-mismatch). */}
              <span className={fieldStyles.optionText}>
                <span className={fieldStyles.optionLabel}>{item.name}</span>
                {item.description && <span className={fieldStyles.optionDescription}>{item.description}</span>}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

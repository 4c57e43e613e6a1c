import { deferredCode } from '../../utils/deferred-code';
import { DeferredHost } from '../../utils/DeferredHost';
import { useDeferredCode } from '../../utils/use-deferred-code';
import type { SelectItem, SelectProps } from './Select';
import { SelectStandIn } from './SelectStandIn';

const selectCode = deferredCode(() => import('./Select'));

/**
 * The Select (Select.tsx) with its list's code loaded once the page is shown (deferred-code.ts);
 * until then it stands in with the chosen name.
 */
export function Select<T extends SelectItem>(props: SelectProps<T>) {
  const { module, wasAsked, ask, hostRef } = useDeferredCode(selectCode);
  if (module) {
    return (
      <DeferredHost hostRef={hostRef}>
        <module.Select {...props} openOnMount={props.openOnMount === true || wasAsked} />
      </DeferredHost>
    );
  }
  const chosen = props.value ?? props.selectedKey ?? props.defaultValue ?? props.defaultSelectedKey;
  const name = [...props.items].find((item) => item.id === chosen)?.name;
  return (
    <DeferredHost hostRef={hostRef}>
      <SelectStandIn
        label={props.label}
        valueText={name ?? props.placeholder ?? 'Select an item'}
        isPlaceholder={name === undefined}
        description={props.description}
        errorMessage={props.errorMessage}
        isInvalid={props.isInvalid}
        isDisabled={props.isDisabled}
        className={typeof props.className === 'string' ? props.className : undefined}
        onFocus={props.onFocus}
        ask={ask}
      />
    </DeferredHost>
  );
}

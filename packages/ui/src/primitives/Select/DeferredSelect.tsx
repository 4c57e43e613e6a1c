import { deferred } from '../../utils/deferred';
import { DeferredHost } from '../../utils/DeferredHost';
import { useStandIn } from '../../utils/use-stand-in';
import type { SelectItem, SelectProps } from './Select';
import { SelectStandIn } from './SelectStandIn';

const selectCode = deferred(() => import('./Select'), 'page-shown');

/**
 * The Select (Select.tsx) with its list's code loaded once the page is shown (deferred.ts);
 * until then it stands in with the chosen name.
 */
export function Select<T extends SelectItem>(props: SelectProps<T>) {
  const { module, wasAsked, ask, hostRef } = useStandIn(selectCode);
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

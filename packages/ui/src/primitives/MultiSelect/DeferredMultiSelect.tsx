import { deferred } from '../../utils/deferred';
import { DeferredHost } from '../../utils/DeferredHost';
import { useStandIn } from '../../utils/use-stand-in';
import { SelectStandIn } from '../Select/SelectStandIn';
import type { MultiSelectItem, MultiSelectProps } from './MultiSelect';
import { multiSelectSummary } from './multi-select-summary';

const multiSelectCode = deferred(() => import('./MultiSelect'), 'page-shown');

/**
 * The MultiSelect (MultiSelect.tsx) with its list's code loaded once the page is shown
 * (deferred.ts); until then it stands in with the same summary of the choice.
 */
export function MultiSelect<T extends MultiSelectItem>(props: MultiSelectProps<T>) {
  const { module, wasAsked, ask, hostRef } = useStandIn(multiSelectCode);
  if (module) {
    return (
      <DeferredHost hostRef={hostRef}>
        <module.MultiSelect {...props} openOnMount={props.openOnMount === true || wasAsked} />
      </DeferredHost>
    );
  }
  const { items, placeholder = 'Select...', emptyText = 'No options available', loadingText = 'Loading...' } = props;
  const chosen = props.selectedKeys ?? props.defaultSelectedKeys ?? [];
  const selectedNames = items.filter((item) => chosen.includes(item.id)).map((item) => item.name);
  return (
    <DeferredHost hostRef={hostRef}>
      <SelectStandIn
        label={props.label}
        valueText={multiSelectSummary({
          selectedNames,
          itemCount: items.length,
          isLoading: props.isLoading ?? false,
          placeholder,
          emptyText,
          loadingText,
        })}
        isPlaceholder={selectedNames.length === 0}
        description={props.description}
        errorMessage={props.errorMessage}
        isInvalid={props.isInvalid}
        isDisabled={props.isDisabled}
        className={props.className}
        ask={ask}
      />
    </DeferredHost>
  );
}

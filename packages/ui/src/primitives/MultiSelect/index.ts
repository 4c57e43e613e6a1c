export { MultiSelect } from './DeferredMultiSelect';
export type { MultiSelectItem, MultiSelectProps } from './MultiSelect';

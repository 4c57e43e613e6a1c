export { Select } from './DeferredSelect';
export type { SelectItem, SelectProps } from './Select';

export { MultiSelect, type MultiSelectItem, type MultiSelectProps } from './MultiSelect';

export { ToggleButtonGroup, type ToggleButtonGroupProps, type ToggleOption } from './ToggleButtonGroup';

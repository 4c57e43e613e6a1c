export { UiProvider, uiLocale, type UiProviderProps } from './UiProvider';
export { useUiPaths, type UiPaths } from './ui-paths';

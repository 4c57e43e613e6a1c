export { UiProvider, uiLocale } from './UiProvider';

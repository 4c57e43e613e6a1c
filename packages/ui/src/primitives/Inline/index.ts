export { Inline, type InlineElement, type InlineProps } from './Inline';

export { Stack, type StackElement, type StackProps } from './Stack';

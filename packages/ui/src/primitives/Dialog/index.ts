export { Dialog, type DialogProps } from './Dialog';
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

export { Dialog } from './DeferredDialog';
export type { DialogProps } from './Dialog';
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

import { createToaster } from '@causeway/ui/primitives/Toast';

/** The app's one toast queue (top right; info toasts stay, others close after 5 s). */
export const toasts = createToaster();

import { createToaster } from '@causeway/ui/primitives/Toast/create-toaster';

/**
 * The app's one toast queue (top right; info toasts stay, others close after 5 s). The queue alone:
 * the region that draws it (React Aria's toast and landmark code) loads when a toast first shows.
 */
export const toasts = createToaster();

export { Toaster, type ToasterProps } from './Toast';
export {
  createToaster,
  type ProgressToast,
  type ToastAction,
  type ToastContent,
  type ToastController,
  type ToasterOptions,
  type ToastOptions,
  type ToastText,
  type ToastTone,
} from './create-toaster';

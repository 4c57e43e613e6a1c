export { Toaster, type ToasterProps } from './Toast';
export {
  createToaster,
  type ProgressToast,
  type ToastContent,
  type ToastController,
  type ToasterOptions,
  type ToastText,
  type ToastTone,
} from './create-toaster';

import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { Button } from '../Button';
import type { ToastContent, ToastController, ToastText } from './create-toaster';
import * as styles from './Toast.css';

const icons = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
  progress: LoaderCircle,
} as const;

export interface ToasterProps {
  queue: ToastController['queue'];
  /** The region's landmark name. */
  'aria-label'?: string;
}

/**
 * Where toasts appear: top right, newest on top, each with an icon and a close button.
 * Timers pause while the pointer or focus is on a toast. F6 moves focus to the region.
 */
export function Toaster({ queue, 'aria-label': ariaLabel = 'Notifications' }: ToasterProps) {
  return (
    <RACToastRegion queue={queue} aria-label={ariaLabel} className={styles.region}>
      {({ toast }) => <Toast toast={toast} onClose={() => queue.close(toast.key)} />}
    </RACToastRegion>
  );
}

function Toast({ toast, onClose }: { toast: QueuedToast<ToastContent>; onClose: () => void }) {
  const { tone, text, action } = toast.content;
  const Icon = icons[tone];
  return (
    <RACToast toast={toast} className={styles.toast({ tone })}>
      <Icon className={styles.icon({ tone })} size={18} aria-hidden="true" />
      <RACToastContent className={styles.content}>
        <LiveText text={text} />
      </RACToastContent>
      {action && (
        <Button
          variant="secondary"
          size="small"
          className={styles.action}
          onPress={() => {
            action.onAction();
            onClose();
          }}
        >
          {action.label}
        </Button>
      )}
      <Button slot="close" variant="quiet" size="small" aria-label="Close notification" className={styles.close}>
        <X size={16} aria-hidden="true" />
      </Button>
    </RACToast>
  );
}

function LiveText({ text }: { text: ToastText }) {
  const current = useSyncExternalStore(text.subscribe, text.get, text.get);
  return <Text slot="title">{current}</Text>;
}

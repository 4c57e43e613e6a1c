import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { toastTimeoutMs } from '../../theme/tokens';

export type ToastTone = 'success' | 'error' | 'warning' | 'info' | 'progress';

/** A toast's text as a small store, so a progress toast can change its words in place. */
export interface ToastText {
  get: () => string;
  subscribe: (listener: () => void) => () => void;
}

export interface ToastContent {
  tone: ToastTone;
  text: ToastText;
}

/** A toast that stays while work runs: its text can change, and its owner closes it. */
export interface ProgressToast {
  key: string;
  update(text: string): void;
  close(): void;
}

export interface ToastController {
  /** Give this to `<Toaster queue={…} />`. */
  queue: ToastQueue<ToastContent>;
  /** Closes after the timeout (5 s). Each returns the toast's key. */
  success(text: string): string;
  error(text: string): string;
  warning(text: string): string;
  /** Stays until dismissed. */
  info(text: string): string;
  /** Stays until closed, e.g. 'Publishing...' then '2/3 completed'. */
  progress(text: string): ProgressToast;
  close(key: string): void;
}

export interface ToasterOptions {
  /**
   * How long success, error and warning toasts stay, in ms (spec: 5000, the default).
   * Tests may shorten it; `null` keeps every toast until dismissed (design review).
   */
  timeoutMs?: number | null;
  /** More toasts than this wait in line until one closes. */
  maxVisible?: number;
}

function createText(initial: string) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next: string) => {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A toast queue and the helpers that fill it. The app owns one; each story makes its own. */
export function createToaster({ timeoutMs = toastTimeoutMs, maxVisible = 5 }: ToasterOptions = {}): ToastController {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: maxVisible });
  const timeout = timeoutMs ?? undefined;

  const add = (tone: ToastTone, text: string, closesItself: boolean) =>
    queue.add({ tone, text: createText(text) }, closesItself ? { timeout } : {});

  return {
    queue,
    success: (text) => add('success', text, true),
    error: (text) => add('error', text, true),
    warning: (text) => add('warning', text, true),
    info: (text) => add('info', text, false),
    progress(text) {
      const store = createText(text);
      const key = queue.add({ tone: 'progress', text: store });
      return { key, update: store.set, close: () => queue.close(key) };
    },
    close: (key) => queue.close(key),
  };
}

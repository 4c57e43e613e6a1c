import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { toastTimeoutMs } from '../../theme/tokens';

export type ToastTone = 'success' | 'error' | 'warning' | 'info' | 'progress';

/** A toast's text as a small store, so a progress toast can change its words in place. */
export interface ToastText {
  get: () => string;
  subscribe: (listener: () => void) => () => void;
}

/** A button in the toast that acts on what the toast reports, e.g. 'Undo'. Pressing it closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastContent {
  tone: ToastTone;
  text: ToastText;
  action?: ToastAction;
}

/** What a single success, error or warning toast may change. */
export interface ToastOptions {
  /** How long this toast stays, in ms, instead of the toaster's timeout (spec: a deletion's 3000 ms). */
  timeoutMs?: number;
  action?: ToastAction;
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
  /** Closes after the timeout (5 s, or the toast's own). Each returns the toast's key. */
  success(text: string, options?: ToastOptions): string;
  error(text: string, options?: ToastOptions): string;
  warning(text: string, options?: ToastOptions): string;
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

  // A toaster without a timeout (design review) keeps every toast, whatever the toast asks for.
  const closing = (options: ToastOptions = {}) => ({
    timeout: timeout === undefined ? undefined : (options.timeoutMs ?? timeout),
  });
  const add = (tone: ToastTone, text: string, options: ToastOptions) =>
    queue.add({ tone, text: createText(text), action: options.action }, closing(options));

  return {
    queue,
    success: (text, options = {}) => add('success', text, options),
    error: (text, options = {}) => add('error', text, options),
    warning: (text, options = {}) => add('warning', text, options),
    info: (text) => queue.add({ tone: 'info', text: createText(text) }),
    progress(text) {
      const store = createText(text);
      const key = queue.add({ tone: 'progress', text: store });
      return { key, update: store.set, close: () => queue.close(key) };
    },
    close: (key) => queue.close(key),
  };
}

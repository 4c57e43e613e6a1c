import { describe, expect, it, vi } from 'vitest';
import { createToaster } from './create-toaster';

function only(toaster: ReturnType<typeof createToaster>) {
  const [toast, ...rest] = toaster.queue.visibleToasts;
  expect(rest).toHaveLength(0);
  if (!toast) throw new Error('No toast is showing');
  return toast;
}

describe('createToaster', () => {
  it.each(['success', 'error', 'warning'] as const)('%s toasts close after 5000 ms by default', (tone) => {
    const toaster = createToaster();
    toaster[tone]('Post published successfully!');
    const toast = only(toaster);
    expect(toast.content.tone).toBe(tone);
    expect(toast.content.text.get()).toBe('Post published successfully!');
    expect(toast.timeout).toBe(5000);
  });

  it('keeps info toasts until they are dismissed', () => {
    const toaster = createToaster();
    toaster.info('Publishing...');
    expect(only(toaster).timeout).toBeUndefined();
  });

  it('takes a shorter timeout, or none at all', () => {
    const short = createToaster({ timeoutMs: 200 });
    short.error('Failed to load pages');
    expect(only(short).timeout).toBe(200);

    const review = createToaster({ timeoutMs: null });
    review.success('Saved');
    expect(only(review).timeout).toBeUndefined();
  });

  it('updates a progress toast in place and closes it on request', () => {
    const toaster = createToaster();
    const progress = toaster.progress('Publishing...');
    const toast = only(toaster);
    expect(toast.timeout).toBeUndefined();
    expect(toast.content.tone).toBe('progress');

    const listener = vi.fn();
    toast.content.text.subscribe(listener);
    progress.update('2/3 completed');
    expect(listener).toHaveBeenCalledOnce();
    expect(only(toaster).key).toBe(progress.key);
    expect(only(toaster).content.text.get()).toBe('2/3 completed');

    progress.close();
    expect(toaster.queue.visibleToasts).toHaveLength(0);
  });

  it('shows the newest toast first and holds back those over the limit', () => {
    const toaster = createToaster({ maxVisible: 2 });
    toaster.info('first');
    toaster.info('second');
    const third = toaster.info('third');
    expect(toaster.queue.visibleToasts.map((toast) => toast.content.text.get())).toEqual(['third', 'second']);
    toaster.close(third);
    expect(toaster.queue.visibleToasts.map((toast) => toast.content.text.get())).toEqual(['second', 'first']);
  });

  it('lets one toast set its own timeout and carry an action', () => {
    const toaster = createToaster();
    const onAction = vi.fn();
    toaster.success('Scheduled post deleted.', { timeoutMs: 3000, action: { label: 'Undo', onAction } });
    const toast = only(toaster);
    expect(toast.timeout).toBe(3000);
    expect(toast.content.action?.label).toBe('Undo');

    const review = createToaster({ timeoutMs: null });
    review.success('Scheduled post deleted.', { timeoutMs: 3000 });
    expect(only(review).timeout).toBeUndefined();
  });
});

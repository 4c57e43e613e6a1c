import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProcessingStatus } from '../schemas/publishing';
import { pollStatuses, processingTimeoutMessages, type PollProgress } from './status-poller';

type Status = ProcessingStatus['status'];

/** A status check answering from a script: one list of statuses per call, the last one repeated. */
function scripted(...rounds: Status[][]) {
  let call = 0;
  return vi.fn((ids: readonly string[]) => {
    const round = rounds[Math.min(call, rounds.length - 1)] ?? [];
    call += 1;
    return Promise.resolve(ids.map((id, index) => ({ id, status: round[index] ?? 'pending' })));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pollStatuses', () => {
  it('checks first after 3 s, then every 10 s, and stops when all are published', async () => {
    const check = scripted(['pending', 'processing'], ['published', 'processing'], ['published', 'published']);
    const progress: PollProgress[] = [];
    const done = pollStatuses({ ids: ['31', '32'], check, onProgress: (step) => progress.push(step) });

    await vi.advanceTimersByTimeAsync(2_999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);

    await expect(done).resolves.toMatchObject({ outcome: 'published' });
    expect(check).toHaveBeenCalledTimes(3);
    expect(progress.map(({ completed, total }) => `${completed}/${total}`)).toEqual(['0/2', '1/2', '2/2']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("ends 'failed' when all failed and 'mixed' when some failed", async () => {
    const failed = pollStatuses({ ids: ['1', '2'], check: scripted(['failed', 'failed']) });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(failed).resolves.toMatchObject({ outcome: 'failed', progress: { failed: 2, published: 0 } });

    const mixed = pollStatuses({ ids: ['1', '2'], check: scripted(['published', 'failed']) });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(mixed).resolves.toMatchObject({ outcome: 'mixed', progress: { failed: 1, published: 1 } });
  });

  it('gives up after 30 checks', async () => {
    const check = scripted(['processing']);
    const done = pollStatuses({ ids: ['1'], check });

    await vi.advanceTimersByTimeAsync(3_000 + 29 * 10_000);

    await expect(done).resolves.toMatchObject({ outcome: 'timeout', progress: { attempt: 30, completed: 0 } });
    expect(check).toHaveBeenCalledTimes(30);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(30);
  });

  it('keeps polling after a failed check', async () => {
    const check = vi
      .fn<(ids: readonly string[]) => Promise<ProcessingStatus[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([{ id: '1', status: 'published' }]);
    const done = pollStatuses({ ids: ['1'], check });

    await vi.advanceTimersByTimeAsync(13_000);

    await expect(done).resolves.toMatchObject({ outcome: 'published', progress: { attempt: 2 } });
  });

  it('stops when the screen is left', async () => {
    const controller = new AbortController();
    const check = scripted(['processing']);
    const done = pollStatuses({ ids: ['1'], check, signal: controller.signal });

    await vi.advanceTimersByTimeAsync(3_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(100_000);

    await expect(done).resolves.toMatchObject({ outcome: 'aborted' });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('throws at once on an empty id list', async () => {
    const check = scripted();
    await expect(pollStatuses({ ids: [], check })).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(check).not.toHaveBeenCalled();
  });

  it('has the timeout text of the story toast, word for word', () => {
    expect(processingTimeoutMessages.story).toBe(
      'Story processing is taking longer than expected. Please check Publish History for updates.',
    );
  });
});

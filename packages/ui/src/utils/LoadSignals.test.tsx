import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  frameHoldsPageShown,
  holdPageShown,
  onPageSettled,
  resetLoadSignals,
  setPageVisible,
  showStandIns,
  whenPageShown,
  whenSignal,
} from './load-signals';

// jsdom has no paint timing: the first-paint signal comes after a short wait (load-signals.ts).
const firstPaintWaitMs = 300;
// The page-shown signal waits for the shown content's paint: a frame, then a task.
const nextPaint = () => vi.advanceTimersByTimeAsync(50);

describe('load signals', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('without a frame, the page counts as shown at its first paint', async () => {
    const shown = vi.fn();
    whenSignal('page-shown', shown);
    await vi.advanceTimersByTimeAsync(firstPaintWaitMs - 1);
    expect(shown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveBeenCalledOnce();
  });

  it('tells each time the page in sight lets go of its last hold: a page reached inside the app too', async () => {
    frameHoldsPageShown();
    const settled = vi.fn();
    onPageSettled(settled);
    const letGoFirst = holdPageShown();
    setPageVisible(true);
    expect(settled).not.toHaveBeenCalled();
    letGoFirst();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);

    // The next page, reached inside the app, holds for its own loading step and lets go.
    const letGoNext = holdPageShown();
    letGoNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('in a frame, the page is shown only once it is in sight, after the first paint and its own', async () => {
    frameHoldsPageShown();
    const painted = vi.fn();
    const shown = vi.fn();
    const shownAtOnce = vi.fn();
    whenSignal('first-paint', painted);
    whenSignal('page-shown', shown);
    whenPageShown(shownAtOnce);
    await vi.advanceTimersByTimeAsync(firstPaintWaitMs * 2);
    expect(painted).toHaveBeenCalledOnce();
    expect(shown).not.toHaveBeenCalled();

    setPageVisible(true);
    // The moment is told at once (the app marks it); code waits for the content's paint.
    expect(shownAtOnce).toHaveBeenCalledOnce();
    expect(shown).not.toHaveBeenCalled();
    await nextPaint();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('a page with a loading step of its own is shown once the commit that ends it is over', async () => {
    frameHoldsPageShown();
    const shown = vi.fn();
    whenPageShown(shown);
    const letGo = holdPageShown();
    setPageVisible(true);
    expect(shown).not.toHaveBeenCalled();

    letGo();
    // The same page drawn again in that commit holds again.
    const letGoAgain = holdPageShown();
    await Promise.resolve();
    expect(shown).not.toHaveBeenCalled();
    letGoAgain();
    await Promise.resolve();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('once shown, later pages load their code at once', async () => {
    frameHoldsPageShown();
    setPageVisible(true);
    const later = vi.fn();
    whenSignal('page-shown', later);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toHaveBeenCalledOnce();
  });

  it('the first press or key comes once, for everything waiting for it', async () => {
    const first = vi.fn();
    const second = vi.fn();
    whenSignal('first-input', first);
    whenSignal('first-input', second);
    await vi.advanceTimersByTimeAsync(firstPaintWaitMs * 2);
    expect(first).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.pointerDown(document.body);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();

    const afterIt = vi.fn();
    whenSignal('first-input', afterIt);
    await vi.advanceTimersByTimeAsync(0);
    expect(afterIt).toHaveBeenCalledOnce();
  });

  it('a cancelled wait is never run', async () => {
    const cancelled = vi.fn();
    whenSignal('first-paint', cancelled)();
    whenSignal('first-input', cancelled)();
    await vi.advanceTimersByTimeAsync(firstPaintWaitMs * 2);
    fireEvent.pointerDown(document.body);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a reset starts again from a page neither shown nor touched', async () => {
    frameHoldsPageShown();
    setPageVisible(true);
    fireEvent.pointerDown(document.body);
    resetLoadSignals();

    frameHoldsPageShown();
    const shown = vi.fn();
    const input = vi.fn();
    whenSignal('page-shown', shown);
    whenSignal('first-input', input);
    await vi.advanceTimersByTimeAsync(firstPaintWaitMs * 2);
    expect(shown).not.toHaveBeenCalled();
    expect(input).not.toHaveBeenCalled();
  });

  it('a reset drops what waited for the signals', async () => {
    frameHoldsPageShown();
    const dropped = vi.fn();
    whenSignal('page-shown', dropped);
    whenSignal('first-input', dropped);
    resetLoadSignals();

    frameHoldsPageShown();
    setPageVisible(true);
    fireEvent.pointerDown(document.body);
    await nextPaint();
    expect(dropped).not.toHaveBeenCalled();
  });

  it('in a story about stand-ins no signal comes', async () => {
    showStandIns(true);
    const loaded = vi.fn();
    whenSignal('first-paint', loaded);
    whenSignal('page-shown', loaded);
    whenSignal('first-input', loaded);
    setPageVisible(true);
    fireEvent.pointerDown(document.body);
    await vi.advanceTimersByTimeAsync(firstPaintWaitMs * 2);
    expect(loaded).not.toHaveBeenCalled();
  });
});

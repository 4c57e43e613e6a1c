import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredCode, releaseDeferredCode, holdDeferredCode } from './deferred-code';
import { DeferredHost } from './DeferredHost';
import { standInPress, useDeferredCode } from './use-deferred-code';

/** A control whose code "arrives" when the test says so; it opens when asked for first. */
function deferredControl() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const code = deferredCode(async () => {
    await arrived;
    return {
      Real: ({ isOpen }: { isOpen: boolean }) => (
        <button type="button" aria-expanded={isOpen}>
          Resources
        </button>
      ),
    };
  });
  function Control() {
    const { module, wasAsked, ask, hostRef } = useDeferredCode(code);
    return (
      <DeferredHost hostRef={hostRef}>
        {module ? (
          <module.Real isOpen={wasAsked} />
        ) : (
          <button type="button" data-stand-in="" {...pressOf(ask)}>
            Resources
          </button>
        )}
      </DeferredHost>
    );
  }
  return {
    Control,
    arrive: () =>
      act(async () => {
        arrive();
        await arrived;
      }),
  };
}

// A plain button stands in here: the press handlers are React Aria's, so a native click is read
// as the press's start.
const pressOf = (ask: (whilePressed: boolean) => void) => ({
  onPointerDown: () => standInPress(ask).onPressStart({ pointerType: 'mouse' }),
});

describe('deferred code', () => {
  it('keeps the stand-in while the page is held, then swaps it in, focus and all', async () => {
    holdDeferredCode();
    const { Control, arrive } = deferredControl();
    render(<Control />);
    const standIn = screen.getByRole('button', { name: 'Resources' });
    expect(standIn).toHaveAttribute('data-stand-in');
    await userEvent.tab();
    expect(standIn).toHaveFocus();

    // Released as the page's content commits; the code is asked for once that has painted.
    await act(async () => {
      releaseDeferredCode();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    });
    await arrive();
    const real = screen.getByRole('button', { name: 'Resources' });
    expect(real).not.toHaveAttribute('data-stand-in');
    // The keyboard user is not dropped to the top of the page.
    expect(real).toHaveFocus();
    expect(real).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press on the stand-in loads the code at once and opens the control as it arrives', async () => {
    const { Control, arrive } = deferredControl();
    render(<Control />);
    await userEvent.click(screen.getByRole('button', { name: 'Resources' }));
    await arrive();
    expect(screen.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
  });
});

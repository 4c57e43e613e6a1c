import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { deferredCode, releaseDeferredCode, holdDeferredCode } from './deferred-code';
import { DeferredHost } from './DeferredHost';
import { standInPress, useDeferredCode } from './use-deferred-code';

type StandIn = (ask: (whilePressed: boolean) => void) => ReactNode;

// A plain button stands in unless told: a native pointer press is read as the press's start.
const plainStandIn: StandIn = (ask) => (
  <button type="button" data-stand-in="" onPointerDown={() => standInPress(ask).onPressStart({ pointerType: 'mouse' })}>
    Resources
  </button>
);

/** A control whose code "arrives" when the test says so; it opens when asked for first. */
function deferredControl(standIn: StandIn = plainStandIn) {
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
    return <DeferredHost hostRef={hostRef}>{module ? <module.Real isOpen={wasAsked} /> : standIn(ask)}</DeferredHost>;
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

  it('a virtual press (a screen reader’s, with no release to follow) opens the control as it arrives', async () => {
    const { Control, arrive } = deferredControl((ask) => <Button {...standInPress(ask)}>Resources</Button>);
    render(<Control />);
    act(() => screen.getByRole('button', { name: 'Resources' }).click());
    await arrive();
    expect(screen.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
  });
});

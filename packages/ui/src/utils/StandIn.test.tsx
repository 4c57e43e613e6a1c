import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from './deferred';
import { DeferredHost } from './DeferredHost';
import { frameHoldsPageShown, setPageVisible, showStandIns } from './load-signals';
import { pressedBeforeTakeoverAttribute } from './pressed-before-takeover';
import { useDeferredOverlay } from './use-deferred-module';
import { standInPress, useStandIn } from './use-stand-in';

type StandIn = (ask: (whilePressed: boolean) => void) => ReactNode;

// A plain button stands in unless told: a native pointer press is read as the press's start.
const plainStandIn: StandIn = (ask) => (
  <button type="button" data-stand-in="" onPointerDown={() => standInPress(ask).onPressStart({ pointerType: 'mouse' })}>
    Resources
  </button>
);

const realControl = {
  Real: ({ isOpen }: { isOpen: boolean }) => (
    <button type="button" aria-expanded={isOpen}>
      Resources
    </button>
  ),
};

// Every control's code arrives by the end of its test: the next test's setup loads all deferred code.
const unsettled = new Set<() => void>();
afterEach(() => {
  for (const arrive of unsettled) arrive();
  unsettled.clear();
});

/** A control whose code "arrives" when the test says so (the first `failures` loads fail); it opens when asked for first. */
function deferredControl(standIn: StandIn = plainStandIn, { failures = 0 } = {}) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  unsettled.add(arrive);
  let loads = 0;
  const code = deferred(async () => {
    loads += 1;
    if (loads <= failures) throw new Error('offline');
    await arrived;
    return realControl;
  }, 'page-shown');
  function Control() {
    const { module, wasAsked, ask, hostRef } = useStandIn(code);
    return <DeferredHost hostRef={hostRef}>{module ? <module.Real isOpen={wasAsked} /> : standIn(ask)}</DeferredHost>;
  }
  return {
    Control,
    code,
    loads: () => loads,
    arrive: () =>
      act(async () => {
        arrive();
        await arrived;
      }),
  };
}

const resources = () => screen.getByRole('button', { name: 'Resources' });

describe('a deferred control', () => {
  it('keeps the stand-in while the page is held, then swaps it in, focus and all', async () => {
    frameHoldsPageShown();
    const { Control, arrive, loads } = deferredControl();
    render(<Control />);
    expect(resources()).toHaveAttribute('data-stand-in');
    await userEvent.tab();
    expect(resources()).toHaveFocus();
    expect(loads()).toBe(0);

    // Shown as the page's content commits; the code is asked for once that has painted.
    await act(async () => {
      setPageVisible(true);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    });
    expect(loads()).toBe(1);
    await arrive();
    expect(resources()).not.toHaveAttribute('data-stand-in');
    // The keyboard user is not dropped to the top of the page.
    expect(resources()).toHaveFocus();
    expect(resources()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press on the stand-in loads the code at once and opens the control as it arrives', async () => {
    frameHoldsPageShown();
    const { Control, arrive, loads } = deferredControl();
    render(<Control />);
    await userEvent.click(resources());
    expect(loads()).toBe(1);
    await arrive();
    expect(resources()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a press swaps the control in only once the button is released, so the release chooses nothing', async () => {
    frameHoldsPageShown();
    const { Control, arrive } = deferredControl();
    render(<Control />);
    fireEvent.pointerDown(resources());
    await arrive();
    expect(resources()).toHaveAttribute('data-stand-in');
    act(() => void fireEvent.pointerUp(window));
    expect(resources()).not.toHaveAttribute('data-stand-in');
    expect(resources()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a virtual press (a screen reader’s, with no release to follow) opens the control as it arrives', async () => {
    frameHoldsPageShown();
    const { Control, arrive } = deferredControl((ask) => <Button {...standInPress(ask)}>Resources</Button>);
    render(<Control />);
    act(() => resources().click());
    await arrive();
    expect(resources()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a press after a failed load tries again', async () => {
    frameHoldsPageShown();
    const { Control, arrive, loads } = deferredControl(plainStandIn, { failures: 1 });
    render(<Control />);
    await userEvent.click(resources());
    expect(resources()).toHaveAttribute('data-stand-in');
    await userEvent.click(resources());
    expect(loads()).toBe(2);
    await arrive();
    expect(resources()).toHaveAttribute('aria-expanded', 'true');
  });

  it('answers a press made on the page painted from HTML before the app took it over, once', async () => {
    frameHoldsPageShown();
    const { Control, arrive, loads } = deferredControl(() => (
      <button type="button" data-stand-in="" {...{ [pressedBeforeTakeoverAttribute]: '' }}>
        Resources
      </button>
    ));
    render(<Control />);
    expect(resources()).not.toHaveAttribute(pressedBeforeTakeoverAttribute);
    expect(loads()).toBe(1);
    await arrive();
    expect(resources()).toHaveAttribute('aria-expanded', 'true');
  });

  it('in a story about stand-ins, stands in even when its code is there, until pressed', async () => {
    const { Control, arrive, code } = deferredControl();
    await arrive();
    await code.load();
    showStandIns(true);
    render(<Control />);
    expect(resources()).toHaveAttribute('data-stand-in');
    await userEvent.click(resources());
    expect(resources()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('a deferred overlay', () => {
  function deferredOverlay() {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    unsettled.add(arrive);
    const code = deferred(async () => {
      await arrived;
      return { Overlay: () => <div role="dialog" aria-label="Signing you in" /> };
    }, 'page-shown');
    function Overlay({ isOpen }: { isOpen: boolean }) {
      const loaded = useDeferredOverlay(code, isOpen);
      return loaded && isOpen ? <loaded.Overlay /> : null;
    }
    return {
      Overlay,
      arrive: () =>
        act(async () => {
          arrive();
          await arrived;
        }),
    };
  }

  it('loads at once when asked to open before its signal, and opens as it arrives', async () => {
    frameHoldsPageShown();
    const { Overlay, arrive } = deferredOverlay();
    const { rerender } = render(<Overlay isOpen={false} />);
    rerender(<Overlay isOpen />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await arrive();
    expect(screen.getByRole('dialog', { name: 'Signing you in' })).toBeInTheDocument();
  });
});

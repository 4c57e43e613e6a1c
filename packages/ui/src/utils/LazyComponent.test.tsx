import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

/** A field whose code "arrives" when the test says so. */
function deferredField() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const field = lazyComponent(async () => {
    await arrived;
    return function Field({ label }: { label: string }) {
      const [text, setText] = useState('');
      return <input aria-label={label} value={text} onChange={(event) => setText(event.target.value)} />;
    };
  });
  return {
    field,
    arrive: () =>
      act(async () => {
        arrive();
        await arrived;
      }),
  };
}

function Slot({ field }: { field: ReturnType<typeof deferredField>['field'] }) {
  return (
    <Suspense fallback={<p>Loading field</p>}>
      <field.Component label="Date" />
    </Suspense>
  );
}

describe('lazyComponent', () => {
  it('shows the fallback until the code arrives, then the component', async () => {
    const { field, arrive } = deferredField();
    render(<Slot field={field} />);
    expect(screen.getByText('Loading field')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('textbox', { name: 'Date' })).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const { field, arrive } = deferredField();
    const loading = field.preload();
    await arrive();
    await loading;
    render(<Slot field={field} />);
    expect(screen.getByRole('textbox', { name: 'Date' })).toBeInTheDocument();
    expect(screen.queryByText('Loading field')).toBeNull();
  });

  it('keeps a shown copy (its state, its focus) when rendered again after the code arrived', async () => {
    const { field, arrive } = deferredField();
    const { rerender } = render(<Slot field={field} />);
    await arrive();
    const input = await screen.findByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '24');
    rerender(<Slot field={field} />);
    expect(screen.getByRole('textbox', { name: 'Date' })).toBe(input);
    expect(input).toHaveValue('24');
    expect(input).toHaveFocus();
  });

  it('asks again after a failed load', async () => {
    let attempts = 0;
    const field = lazyComponent(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new Error('offline'));
      return Promise.resolve(() => <p>Loaded</p>);
    });
    await expect(field.preload()).rejects.toThrow('offline');
    await field.preload();
    expect(attempts).toBe(2);
    render(<field.Component />);
    expect(screen.getByText('Loaded')).toBeInTheDocument();
  });

  it('after a load that failed while shown, a retry asks for the code again and shows it', async () => {
    let online = false;
    const field = lazyComponent(() =>
      online ? Promise.resolve(() => <p>Loaded</p>) : Promise.reject(new Error('offline')),
    );
    // React reports the failure it shows in the boundary.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Retryable>
        <Suspense fallback={<p>Loading field</p>}>
          <field.Component />
        </Suspense>
      </Retryable>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });
});

/** An error boundary with a retry, as the app's route boundary has. */
class Retryable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    );
  }
}

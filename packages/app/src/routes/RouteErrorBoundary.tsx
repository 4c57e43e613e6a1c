import { ErrorScreen } from '@causeway/ui/screens/system/ErrorScreen';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** A new value (the next location) clears the error and renders the page again. */
  resetKey: string;
  /** Inside a layout that already has the main landmark (the signed-in shell): the message only. */
  isInsideLayout?: boolean;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** A render failure below it shows 'Something went wrong', with a page refresh and a retry. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render failure') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorScreen
        as={this.props.isInsideLayout ? 'div' : 'main'}
        onRefresh={() => window.location.reload()}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

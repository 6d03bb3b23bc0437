import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable.tsx';

interface Props {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or throws while rendering, and offers to try again. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remote ${this.props.name}]`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.name !== this.props.name && this.state.error) this.setState({ error: null });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}

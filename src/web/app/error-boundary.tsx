import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Last line of defence for rendering errors outside the router (providers, layouts). */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled rendering error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen />;
    return this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../components/feedback/error-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (a navigation), a shown error is cleared so the new page can render. */
  resetKey?: string;
}

/** Catches render errors, failed screen loads included, and shows the generic error screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ hasError: false });
    }
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}

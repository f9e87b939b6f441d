import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Changing this (the current path) clears a shown error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Shared error screen for anything a route throws while rendering or loading its code. */
export class RouteErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="container">
        <div className="state state--error" role="alert">
          <h1 className="state__title">Something went wrong</h1>
          <p>This page could not be shown ({error.message}). Reload the page or go back to the catalogue.</p>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
              Reload
            </button>
            <a className="button button--primary" href="/">
              Back to the catalogue
            </a>
          </div>
        </div>
      </div>
    );
  }
}

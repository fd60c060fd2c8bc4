import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches render errors and failed lazy chunks below it, so one broken page shows a
 * recoverable message instead of a blank screen. Reset by changing `resetKey` (the path).
 */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown }
> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
      >
        <h1 className="text-2xl font-black">Something went wrong</h1>
        <p className="text-muted-foreground">
          Please reload the page. If it keeps happening, try again in a minute.
        </p>
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </section>
    );
  }
}

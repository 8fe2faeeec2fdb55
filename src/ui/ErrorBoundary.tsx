import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  /** Renders the failure; `reset` tries the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** When this changes (e.g. the location), a caught error is cleared. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: unknown;
}

/** Keeps a failure inside one screen: the rest of the page stays alive. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error)
      return this.props.fallback(this.state.error, () => this.setState({ error: null }));
    return this.props.children;
  }
}

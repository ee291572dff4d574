import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** Shown when a screen fails to load (for example a chunk lost after a new release). */
function RouteError() {
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-body-secondary">Please reload the page. If it keeps happening, call us.</p>
      <Link to="/" className="btn btn-primary" reloadDocument>
        Go Home
      </Link>
    </main>
  );
}

interface BoundaryProps {
  /** The navigation the children show (its location key): a new one tries them again. */
  at: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  at: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The page for a screen that failed to render or load, in place of the whole layout, until the
 * visitor goes somewhere else (a link, the browser's back button). React reports the error to
 * the console.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary at={useLocation().key}>{children}</Boundary>;
}

import { Link, useRouteError } from 'react-router';

/** Shown when a screen fails to load (for example a chunk lost after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
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

import { useEffect } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';

// Where a screen sent the router, for tests to read.

/** The query string, under the test id 'query'. */
export function SearchProbe() {
  return <p data-testid="query">{useLocation().search}</p>;
}

/** The navigation state as JSON. */
export function StateProbe({ testId }: { testId: string }) {
  return <pre data-testid={testId}>{JSON.stringify(useLocation().state)}</pre>;
}

/** The routes, telling every location the router arrives at. */
export function ProbedRoutes({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (location: Location) => void;
}) {
  const location = useLocation();
  useEffect(() => onLocation(location), [location, onLocation]);
  return useRoutes(routes);
}

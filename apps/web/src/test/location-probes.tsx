import { useLocation } from 'react-router';

// Where a screen sent the router, for tests to read.

/** The query string, under the test id 'query'. */
export function SearchProbe() {
  return <p data-testid="query">{useLocation().search}</p>;
}

/** The navigation state as JSON. */
export function StateProbe({ testId }: { testId: string }) {
  return <pre data-testid={testId}>{JSON.stringify(useLocation().state)}</pre>;
}

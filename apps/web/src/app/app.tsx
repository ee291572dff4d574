import { useRoutes } from 'react-router';
import { RouteErrorBoundary } from '@/components/layout/route-error';
import { BrowserRouter } from './browser-router';
import { routes } from './router';

function Screens() {
  return useRoutes(routes);
}

export function App() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Screens />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

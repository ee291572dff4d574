import { Outlet } from 'react-router';

// Placeholder: navigation bar, footer, chat button and scroll-to-top come with the public site.
export function SiteLayout() {
  return (
    <main id="main" className="container py-5">
      <Outlet />
    </main>
  );
}

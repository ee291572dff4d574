import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/content/content.scss';

export function NotFoundPage() {
  usePageMeta(
    'Page not found',
    'This page does not exist. Find self-drive cars in Hyderabad instead.',
  );
  const navigate = useNavigate();
  return (
    <div className="container lost">
      <img src="/img/lost-640.webp" width={640} height={400} alt="" />
      <p className="eyebrow">Error 404</p>
      <h1>This road doesn&rsquo;t go anywhere</h1>
      <p className="lead-muted mx-auto">
        The page you are looking for has moved or never existed. Let us get you back on track.
      </p>
      <div className="lost__actions">
        <Link to="/" className="btn btn-primary btn-lg">
          Go Home
        </Link>
        <Link to="/cars" className="btn btn-outline-primary btn-lg">
          Browse Cars
        </Link>
        <button
          type="button"
          className="btn btn-outline-secondary btn-lg"
          onClick={() => navigate(-1)}
        >
          Go Back
        </button>
      </div>
      <p className="mt-4 mb-0">
        Need help? <Link to="/contact">Contact our team</Link>, we are available 24/7.
      </p>
    </div>
  );
}

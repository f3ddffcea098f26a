import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** What a person sees when a page fails to load: plain words and a way on. */
export function RouteError() {
  const error = useRouteError();
  const isChunkFailure = error instanceof TypeError && /dynamically imported module|Failed to fetch/i.test(error.message);
  const text = isRouteErrorResponse(error)
    ? `This page could not be shown (${error.status}).`
    : isChunkFailure
      ? 'This page could not be loaded. Please check your connection and try again.'
      : 'Something went wrong while showing this page.';
  return (
    <section className="page container" role="alert">
      <h1>Sorry</h1>
      <p>{text}</p>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to={paths.about} className="btn btn--secondary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { routeErrorTexts } from './route-error-texts.ts';

/** What a person sees when a page fails to load: plain words and a way on. */
export function RouteError() {
  const error = useRouteError();
  const isChunkFailure = error instanceof TypeError && /dynamically imported module|Failed to fetch/i.test(error.message);
  const t = routeErrorTexts;
  const text = isRouteErrorResponse(error) ? t.notShown(error.status) : isChunkFailure ? t.notLoaded : t.failed;
  return (
    <section className="page container" role="alert">
      <h1>{t.title}</h1>
      <p>{text}</p>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t.tryAgain}
        </button>
        <Link to={paths.about} className="btn btn--secondary">
          {t.home}
        </Link>
      </p>
    </section>
  );
}

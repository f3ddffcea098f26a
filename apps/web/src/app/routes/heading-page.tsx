import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { site } from '../../config/site.ts';

export type PageHandle = { title: string };

/**
 * A screen whose issue has not been built yet shows only its heading (no sample content).
 */
export function HeadingPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const title = handle?.title ?? site.name;
  useEffect(() => {
    document.title = `${title} – ${site.name}`;
  }, [title]);
  return (
    <section className="page container">
      <h1>{title}</h1>
    </section>
  );
}

export { HeadingPage as Component };

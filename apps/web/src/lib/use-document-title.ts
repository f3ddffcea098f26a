import { useEffect } from 'react';
import { site } from '../config/site.ts';

/** Sets the tab's title to '<title> – <site name>'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} – ${site.name}`;
  }, [title]);
}

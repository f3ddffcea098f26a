import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Footer anchors (/#ourvision, /sell/#sellyourscrap, ...) cross pages: after a navigation,
 * scroll to the element the hash names once it is on the page, else to the top.
 */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) {
        target.scrollIntoView({ block: 'start' });
        window.clearInterval(timer);
      } else if (tries > 40) {
        window.clearInterval(timer);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return null;
}

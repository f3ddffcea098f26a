import { useLayoutEffect } from 'react';
import { shellTexts } from './area-texts.ts';
import { TopNav } from './top-nav.tsx';

/** index.html's copy of the shell, beside #root. */
const staticShellId = 'static-shell';

/**
 * Removes index.html's copy of the shell once React has drawn its own: in the same commit, before
 * the browser paints, so the bar never blinks or moves.
 */
export function useRemoveStaticShell() {
  useLayoutEffect(() => {
    document.getElementById(staticShellId)?.remove();
  }, []);
}

/** 'Skip to content', the first thing a keyboard reaches on every page. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      {shellTexts.skipToContent}
    </a>
  );
}

/**
 * What every page shows before its own code has arrived: the top bar and an empty main. index.html
 * holds the same markup, so the bar is painted with the HTML, before any script has run, and React
 * draws the very same while the router loads the page (app-shell.test.tsx keeps the two alike).
 */
export function AppShell() {
  useRemoveStaticShell();
  return (
    <>
      <SkipLink />
      <TopNav />
      <main id="main" className="main" />
    </>
  );
}

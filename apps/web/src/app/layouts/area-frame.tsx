import type { ReactNode } from 'react';
import { SkipLink, useRemoveStaticShell } from './app-shell.tsx';
import { Footer } from './footer.tsx';
import { ScrollToHash } from './scroll-to-hash.tsx';
import { SessionEndedNotice } from './session-ended-notice.tsx';

type Props = {
  /** The bar's left side: the site's brand, or the console's name. */
  brand: ReactNode;
  /** The bar's right side: the area's one menu button (and the console's Sign out). */
  actions?: ReactNode;
  /** The public footer under the page (the customer and dealer areas; not the admin console). */
  hasFooter?: boolean;
  /** Where a person whose session ended signs in again. */
  signInPath?: string;
  children: ReactNode;
};

/**
 * The frame of a signed-in area instead of the public one (issue 28): its own top bar, so a phone
 * shows one menu button (the area's) and never the public menu or SIGN IN beside it.
 */
export function AreaFrame({ brand, actions, hasFooter = false, signInPath, children }: Props) {
  useRemoveStaticShell();
  return (
    <>
      <SkipLink />
      <header className="top-nav">
        <div className="top-nav__bar container area-bar">
          {brand}
          {actions && <div className="area-bar__actions">{actions}</div>}
        </div>
      </header>
      <main id="main" className="main">
        {children}
      </main>
      {hasFooter && <Footer />}
      <ScrollToHash />
      <SessionEndedNotice signInPath={signInPath} />
    </>
  );
}

import { Outlet } from 'react-router';
import { SkipLink, useRemoveStaticShell } from './app-shell.tsx';
import { Footer } from './footer.tsx';
import { ScrollToHash } from './scroll-to-hash.tsx';
import { SessionEndedNotice } from './session-ended-notice.tsx';
import { TopNav } from './top-nav.tsx';

export function PublicLayout() {
  useRemoveStaticShell();
  return (
    <>
      <SkipLink />
      <TopNav />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
      <ScrollToHash />
      <SessionEndedNotice />
    </>
  );
}

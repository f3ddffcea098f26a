import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { ScrollToHash } from './scroll-to-hash.tsx';
import { SessionEndedNotice } from './session-ended-notice.tsx';
import { TopNav } from './top-nav.tsx';

export function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
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

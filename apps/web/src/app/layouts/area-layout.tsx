import { useId, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Modal } from '../../components/ui/dialog.tsx';
import { useLogout } from '../../features/accounts/hooks/use-logout.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { paths } from '../../lib/paths.ts';
import '../../styles/areas.css';

export type AreaMenuItem = { to: string; label: string; end?: boolean };

type Props = {
  /** The accessible name of the menu (e.g. 'Account menu'). */
  menuLabel: string;
  items: readonly AreaMenuItem[];
  /** Where a person whose session ended signs in again (the admin console has its own page). */
  signInPath?: string;
};

/**
 * The signed-in areas (spec 2.6, 2.7): 'Welcome' and the username, the area's menu with Logout
 * beside the page on wide screens, and in a drawer on phones (DESIGN: layouts). A session that
 * ends while a page is open (logout in another tab, a refused refresh) leaves a way to sign in
 * again rather than the page.
 */
export function AreaLayout({ menuLabel, items, signInPath = paths.signIn }: Props) {
  const auth = useAuth();
  const { logOut, isLoggingOut } = useLogout();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const drawerTitleId = useId();

  if (!auth) {
    return (
      <section className="page container">
        <h1>Signed out</h1>
        <p className="lead">You are not signed in any more.</p>
        <Link to={signInPath} className="btn btn--primary">
          Sign In
        </Link>
      </section>
    );
  }

  const closeMenu = () => setIsMenuOpen(false);
  const menu = (onChoose?: () => void) => (
    <ul className="area-menu">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end ?? false} onClick={onChoose}>
            {item.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="area-menu__logout"
          disabled={isLoggingOut}
          onClick={() => {
            onChoose?.();
            void logOut();
          }}
        >
          Logout
        </button>
      </li>
    </ul>
  );

  return (
    <div className="area container">
      <div className="area__header">
        <p className="area__welcome">
          Welcome <strong>{auth.username}</strong>
        </p>
        <button
          type="button"
          className="area__menu-toggle btn btn--secondary"
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onClick={() => setIsMenuOpen(true)}
        >
          {menuLabel}
        </button>
      </div>
      <div className="area__body">
        <nav className="area__nav" aria-label={menuLabel}>
          {menu()}
        </nav>
        <div className="area__content">
          <Outlet />
        </div>
      </div>
      {isMenuOpen && (
        <Modal className="drawer" onClose={closeMenu} labelledBy={drawerTitleId} closesOnBackdrop>
          <div className="drawer__head">
            <h2 id={drawerTitleId} className="drawer__title">
              {menuLabel}
            </h2>
            <button type="button" className="drawer__close" aria-label="Close menu" onClick={closeMenu}>
              ×
            </button>
          </div>
          <nav aria-labelledby={drawerTitleId}>{menu(closeMenu)}</nav>
        </Modal>
      )}
    </div>
  );
}

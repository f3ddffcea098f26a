import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Modal } from '../../components/ui/dialog.tsx';
import { site } from '../../config/site.ts';
import { useLogout } from '../../features/accounts/hooks/use-logout.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { paths } from '../../lib/paths.ts';
import { AreaFrame } from './area-frame.tsx';
import { areaTexts } from './area-menu-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { siteLinks } from './site-links.ts';
import '../../styles/areas.css';
// The areas' page titles come with the areas' layouts (every one draws this one).
import '../area-page-titles.ts';

export type AreaMenuItem = { to: string; label: string; end?: boolean };

/** The admin console's bar (issue 28): its name, linking to its home, Sign out, and (issue 29) the language switch beside it. */
export type ConsoleBar = { name: string; home: string; signOut: string; languages?: ReactNode };

type Props = {
  /** The accessible name of the menu and of its button (e.g. 'Account menu'). */
  menuLabel: string;
  items: readonly AreaMenuItem[];
  /** Where a person whose session ended signs in again (the admin console has its own page). */
  signInPath?: string;
  /** The admin console: its own bar with its name and Sign out; no public links, no footer. */
  consoleBar?: ConsoleBar;
};

/** The site's logo and name, home to the About page (or the console's name, home to the console). */
export function AreaBrand({ name = site.name, to = paths.about }: { name?: string; to?: string }) {
  return (
    <Link to={to} className="brand">
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{name}</span>
    </Link>
  );
}

/** The console's Sign out, in its bar; back to the console's sign-in page. */
export function ConsoleSignOut({ label }: { label: string }) {
  const { logOut, isLoggingOut } = useLogout(paths.adminSignIn);
  return (
    <button type="button" className="btn btn--secondary area-bar__sign-out" disabled={isLoggingOut} onClick={() => void logOut()}>
      {label}
    </button>
  );
}

/**
 * The signed-in areas (spec 2.6, 2.7) and the admin console: a bar of their own with the one menu
 * button on phones (issue 28: never the public menu beside it), 'Welcome' and the username, the
 * area's menu with Logout beside the page on wide screens and in a drawer on phones (DESIGN:
 * layouts), which on phones also holds the public pages. A session that ends while a page is
 * open (logout in another tab, a refused refresh) leaves a way to sign in again rather than the page.
 * The language switch (EN / हिंदी, issue 29) closes the menu, beside the page and in the drawer
 * (the customer and dealer areas), or sits in the console's bar.
 */
export function AreaLayout({ menuLabel, items, signInPath = paths.signIn, consoleBar }: Props) {
  const auth = useAuth();
  const { logOut, isLoggingOut } = useLogout();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const drawerTitleId = useId();
  const brand = consoleBar ? <AreaBrand name={consoleBar.name} to={consoleBar.home} /> : <AreaBrand />;
  // The language switch closes the menu, unless the console's bar shows it.
  const menuLanguages = consoleBar?.languages ? null : <LanguageSwitch className="area-menu__languages" />;

  if (!auth) {
    return (
      <AreaFrame brand={brand} actions={<LanguageSwitch />} hasFooter={!consoleBar} signInPath={signInPath}>
        <section className="page container">
          <h1>{areaTexts.signedOutTitle}</h1>
          <p className="lead">{areaTexts.signedOutLead}</p>
          <Link to={signInPath} className="btn btn--primary">
            {areaTexts.signIn}
          </Link>
        </section>
      </AreaFrame>
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
      {/* The console signs out from its bar. */}
      {!consoleBar && (
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
            {areaTexts.logout}
          </button>
        </li>
      )}
    </ul>
  );
  const siteMenu = (onChoose?: () => void) => (
    <ul className="area-menu area-menu--site">
      {siteLinks().map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} onClick={onChoose}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  const actions = (
    <>
      {!consoleBar && (
        <nav className="area-bar__site" aria-label={areaTexts.siteNav}>
          {siteMenu()}
        </nav>
      )}
      {consoleBar?.languages}
      {consoleBar && <ConsoleSignOut label={consoleBar.signOut} />}
      <button
        type="button"
        className="top-nav__toggle area__menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={isMenuOpen}
        aria-label={menuLabel}
        onClick={() => setIsMenuOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </>
  );

  return (
    <AreaFrame brand={brand} actions={actions} hasFooter={!consoleBar} signInPath={signInPath}>
      <div className="area container">
        <div className="area__header">
          <p className="area__welcome">
            {areaTexts.welcome} <strong>{auth.username}</strong>
          </p>
        </div>
        <div className="area__body">
          <nav className="area__nav" aria-label={menuLabel}>
            {menu()}
            {menuLanguages}
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
              <button type="button" className="drawer__close" aria-label={areaTexts.closeMenu} onClick={closeMenu}>
                ×
              </button>
            </div>
            <nav aria-labelledby={drawerTitleId}>
              {menu(closeMenu)}
              {!consoleBar && siteMenu(closeMenu)}
              {menuLanguages}
            </nav>
          </Modal>
        )}
      </div>
    </AreaFrame>
  );
}

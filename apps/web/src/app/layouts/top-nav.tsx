import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { messages } from '@kt/contract/messages';
import { site } from '../../config/site.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { paths } from '../../lib/paths.ts';
import { shellTexts } from './area-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { siteLinks } from './site-links.ts';

export function TopNav() {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const tooltipId = useId();
  const auth = useAuth();
  const close = () => setIsOpen(false);

  return (
    <header className="top-nav">
      <div className="top-nav__bar container">
        <Link to={paths.about} className="brand" onClick={close}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{site.name}</span>
        </Link>
        {/* Beside the menu button: a phone shows it without opening the menu. */}
        <LanguageSwitch className="top-nav__languages" />
        <button
          type="button"
          className="top-nav__toggle"
          aria-expanded={isOpen}
          aria-controls={menuId}
          aria-label={isOpen ? shellTexts.closeMenu : shellTexts.openMenu}
          onClick={() => setIsOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {isOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <nav id={menuId} className={`top-nav__menu${isOpen ? ' is-open' : ''}`} aria-label={shellTexts.mainNav}>
          <ul>
            {siteLinks().map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="signin-item">
              <NavLink to={paths.signIn} onClick={close} aria-describedby={auth ? tooltipId : undefined}>
                {shellTexts.signIn}
              </NavLink>
              {auth && (
                <span id={tooltipId} role="tooltip" className="signed-in-tooltip">
                  {messages.signIn.signedInTooltip}
                </span>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

import { Link } from 'react-router';
import { site, telHref } from '../../config/site.ts';
import { anchors, paths } from '../../lib/paths.ts';

const quickLinks = [
  { to: anchors.vision, label: 'Our Vision' },
  { to: anchors.mission, label: 'Our Mission' },
  { to: anchors.team, label: 'Our Team' },
  { to: anchors.whatWeDo, label: 'What We Do' },
  { to: anchors.sellYourScrap, label: 'Sell Your Scrap' },
  { to: anchors.joinOurTeam, label: 'Join Our Team' },
  { to: paths.terms, label: 'Terms & Conditions' },
  { to: paths.privacy, label: 'Privacy Policy' },
] as const;

const socialIcons: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.6.3-.8 1-.8z',
  Instagram:
    'M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 0 0 12 7.5zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8zM17 3H7a4 4 0 0 0-4 4v10a4 4 0 0 0 4 4h10a4 4 0 0 0 4-4V7a4 4 0 0 0-4-4zm2.4 14A2.4 2.4 0 0 1 17 19.4H7A2.4 2.4 0 0 1 4.6 17V7A2.4 2.4 0 0 1 7 4.6h10A2.4 2.4 0 0 1 19.4 7zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2z',
  LinkedIn: 'M4 9h3.6v11H4zM5.8 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.4v1.6c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.4 2.4 4.4 5.6V20h-3.6v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V20H10z',
};

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            {site.name}
          </h2>
          <p>{site.tagline}</p>
          <p className="footer__muted">Sell scrap by weight to trusted local dealers who pick it up at your door.</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__title">
            Quick links
          </h2>
          <ul className="footer__links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">
            Contact
          </h2>
          <address>
            {site.address.lines.map((line) => (
              <span key={line} className="footer__line">
                {line}
              </span>
            ))}
            <a href={`mailto:${site.email}`} className="footer__line">
              {site.email}
            </a>
            {site.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className="footer__line">
                {phone}
              </a>
            ))}
          </address>
          <ul className="footer__social">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={`${site.name} on ${profile.network}`}>
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path d={socialIcons[profile.network]} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__bottom">
        <p className="container">
          © {new Date().getFullYear()} All rights reserved by {site.legalName}
        </p>
      </div>
    </footer>
  );
}

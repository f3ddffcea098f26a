import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site.ts';
import { useTeamMembers } from '../../features/content/api/get-team-members.ts';
import { siteSettingsTexts } from '../../features/site-settings/texts.ts';
import { withTwins } from '../../lib/languages/twins.ts';
import { anchors, paths } from '../../lib/paths.ts';
import { shellTexts } from './area-texts.ts';

// The contact column reads the site settings: at the bottom of every page and not needed for the
// first paint, so its code (and the query library it needs) loads after the page, in its own chunk.
const FooterContact = lazy(withTwins(() => import('../../features/site-settings/components/footer-contact.tsx')));

/** The footer's quick links, their words in the language of the page. */
function quickLinks() {
  const words = shellTexts.footer;
  return [
    { to: anchors.vision, label: words.vision },
    { to: anchors.mission, label: words.mission },
    { to: anchors.team, label: words.team },
    { to: anchors.whatWeDo, label: words.whatWeDo },
    { to: anchors.sellYourScrap, label: words.sellYourScrap },
    { to: anchors.joinOurTeam, label: words.joinOurTeam },
    { to: paths.terms, label: words.terms },
    { to: paths.privacy, label: words.privacy },
  ] as const;
}

export function Footer() {
  // Issue 28: 'Our Team' only while a team is published (every page's data reads the team, so the server's HTML says the same).
  const { data: team } = useTeamMembers();
  const hasTeam = (team?.length ?? 0) > 0;
  const links = quickLinks().filter((link) => link.to !== anchors.team || hasTeam);
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            {site.name}
          </h2>
          <p>{site.tagline}</p>
          <p className="footer__muted">{shellTexts.footer.about}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__title">
            {shellTexts.footer.quickLinks}
          </h2>
          <ul className="footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Suspense
          fallback={
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className="footer__title">
                {siteSettingsTexts.footer.title}
              </h2>
            </section>
          }
        >
          <FooterContact />
        </Suspense>
      </div>
      <div className="footer__bottom">
        <p className="container">
          {shellTexts.footer.rights(new Date().getFullYear(), site.legalName)}
        </p>
      </div>
    </footer>
  );
}

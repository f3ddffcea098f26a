import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site.ts';
import { CertificateSection } from '../../features/site-settings/components/certificate-section.tsx';
import { VoteSection } from '../../features/content/components/vote-section.tsx';
import { withTwins } from '../../lib/languages/twins.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { pageTitles } from '../page-titles.ts';
import { aboutTexts } from './about-texts.ts';
import '../../styles/content.css';

/** The six cards of 'What We Do?', their words in the language of the page. */
function services() {
  const cards = aboutTexts.services;
  return [cards.hyperlocal, cards.doorstep, cards.trust, cards.support, cards.income, cards.innovation];
}

// The site-wide kg figure (issue 16) sits below the fold: its code loads after the page's, keeping / in its budget.
const SiteImpact = lazy(
  withTwins(() => import('../../features/impact/components/site-impact.tsx').then((module) => ({ default: module.SiteImpact }))),
);

// The team, last on the page, the same way: its carousel's code comes after the page's (issue 29 made room for two languages).
const TeamCarousel = lazy(
  withTwins(() => import('../../features/content/components/team-carousel.tsx').then((module) => ({ default: module.TeamCarousel }))),
);

/** / : who we are, what we do, the poll and the team (spec 2.2). */
export function AboutPage() {
  useDocumentTitle(pageTitles.aboutUsTab);
  const t = aboutTexts;
  return (
    <>
      <section className="hero" aria-labelledby="about-title">
        <div className="container">
          <h1 id="about-title">{t.heading}</h1>
          <p className="hero__tagline">{site.tagline}</p>
          <p className="hero__text">{t.intro(site.name)}</p>
        </div>
      </section>

      <section id="ourvision" className="section" aria-labelledby="ourvision-title">
        <div className="container">
          <h2 id="ourvision-title">{t.visionTitle}</h2>
          <p>{t.vision}</p>
        </div>
      </section>

      <section id="ourmission" className="section section--tinted" aria-labelledby="ourmission-title">
        <div className="container">
          <h2 id="ourmission-title">{t.missionTitle}</h2>
          <p>{t.mission}</p>
        </div>
      </section>

      <CertificateSection />

      <section id="whatwedo" className="section section--tinted" aria-labelledby="whatwedo-title">
        <div className="container">
          <h2 id="whatwedo-title">{t.whatWeDoTitle}</h2>
          <ul className="card-grid">
            {services().map((service) => (
              <li key={service.title} className="info-card">
                <h3 className="info-card__title">{service.title}</h3>
                <p className="info-card__text">{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Suspense fallback={null}>
        <SiteImpact />
      </Suspense>

      <VoteSection />

      <section className="section" aria-labelledby="join-banner-title">
        <div className="container">
          <div className="banner">
            <div>
              <h2 id="join-banner-title">{t.joinTitle}</h2>
              <p>{t.joinText}</p>
            </div>
            <Link to={paths.joinUs} className="btn btn--primary">
              {t.moreInfo}
            </Link>
          </div>
        </div>
      </section>

      <Suspense fallback={null}>
        <TeamCarousel />
      </Suspense>
    </>
  );
}

export { AboutPage as Component };

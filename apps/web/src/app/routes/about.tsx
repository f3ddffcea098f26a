import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site.ts';
import { CertificateSection } from '../../features/site-settings/components/certificate-section.tsx';
import { TeamCarousel } from '../../features/content/components/team-carousel.tsx';
import { VoteSection } from '../../features/content/components/vote-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import '../../styles/content.css';

const services = [
  {
    title: 'Hyperlocal Platform',
    text: 'We connect you with kabadiwalas, collectors and recyclers who serve your own pincode, so your scrap stays in your neighbourhood economy.',
  },
  {
    title: 'Doorstep Pickup',
    text: 'Book a pickup slot and a dealer comes to your door to weigh and collect your scrap. No carrying, no searching.',
  },
  {
    title: 'Trust & Commitment',
    text: 'Dealers are verified with their documents, prices are shown in Rs per kg up front, and payment is made on the spot.',
  },
  {
    title: 'Kabadiwala Support',
    text: 'We give small local dealers a digital shop, pickup requests and tools to manage prices, areas and staff.',
  },
  {
    title: 'Enhance Kabadiwala Income',
    text: 'More customers and steady pickups in their area help kabadiwalas earn more from every trip.',
  },
  {
    title: 'Innovation',
    text: 'We use AI, IoT and IT to make collection, sorting and recycling of waste simpler and more efficient.',
  },
] as const;

// The site-wide kg figure (issue 16) sits below the fold: its code loads after the page's, keeping / in its budget.
const SiteImpact = lazy(() => import('../../features/impact/components/site-impact.tsx').then((module) => ({ default: module.SiteImpact })));

/** / : who we are, what we do, the poll and the team (spec 2.2). */
export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <section className="hero" aria-labelledby="about-title">
        <div className="container">
          <h1 id="about-title">ABOUT US</h1>
          <p className="hero__tagline">{site.tagline}</p>
          <p className="hero__text">
            {site.name} connects the people who produce scrap and waste with the local kabadiwalas, collectors and recyclers
            who buy it. We use AI, IoT and IT to help small local dealers grow, and to make selling your scrap as easy as
            booking a pickup at your door.
          </p>
        </div>
      </section>

      <section id="ourvision" className="section" aria-labelledby="ourvision-title">
        <div className="container">
          <h2 id="ourvision-title">Our Vision</h2>
          <p>
            A sustainable world built on a circular economy, where nothing of value goes to waste, and a global one-stop shop
            for recycling and upcycling.
          </p>
        </div>
      </section>

      <section id="ourmission" className="section section--tinted" aria-labelledby="ourmission-title">
        <div className="container">
          <h2 id="ourmission-title">Our Mission</h2>
          <p>
            To build a sustainable system for recyclable waste and a clean, pollution-free country, through a hyperlocal platform
            that brings every household and business close to a trusted local dealer.
          </p>
        </div>
      </section>

      <CertificateSection />

      <section id="whatwedo" className="section section--tinted" aria-labelledby="whatwedo-title">
        <div className="container">
          <h2 id="whatwedo-title">What We Do?</h2>
          <ul className="card-grid">
            {services.map((service) => (
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
              <h2 id="join-banner-title">Join Our Team</h2>
              <p>Interns, mentors and investors: help us make recycling work for every neighbourhood.</p>
            </div>
            <Link to={paths.joinUs} className="btn btn--primary">
              More Info
            </Link>
          </div>
        </div>
      </section>

      <TeamCarousel />
    </>
  );
}

export { AboutPage as Component };

import { JoinSections } from '../../features/content/components/join-sections.tsx';
import { TestimonialCarousel } from '../../features/content/components/testimonial-carousel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../styles/content.css';

/** /joinus: the quote banner, the three applications, and 'Our Happy Members' (spec 2.2). */
export function JoinUsPage() {
  useDocumentTitle('Join Us');
  return (
    <>
      <section className="hero" aria-labelledby="joinus-title">
        <div className="container">
          <h1 id="joinus-title">Join Us</h1>
          <figure className="hero__quote">
            <blockquote>
              <p>“Alone we can do so little; together we can do so much.”</p>
            </blockquote>
            <figcaption>Helen Keller</figcaption>
          </figure>
        </div>
      </section>
      <section id="joinourteam" className="section" aria-labelledby="joinourteam-title">
        <div className="container narrow">
          <h2 id="joinourteam-title">Join Our Team</h2>
          <p className="lead">Apply as an intern or a mentor, or tell us you would like to invest. Choose one to see more.</p>
          <JoinSections />
        </div>
      </section>
      <div className="container">
        <TestimonialCarousel source="working-team-members" title="Our Happy Members" />
      </div>
    </>
  );
}

export { JoinUsPage as Component };

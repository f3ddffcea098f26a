import { JoinSections } from '../../features/content/components/join-sections.tsx';
import { TestimonialCarousel } from '../../features/content/components/testimonial-carousel.tsx';
import { joinTexts as t } from '../../features/content/join-texts.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../styles/content.css';

/** /joinus: the quote banner, the three applications, and 'Our Happy Members' (spec 2.2). */
export function JoinUsPage() {
  useDocumentTitle(t.title);
  return (
    <>
      <section className="hero" aria-labelledby="joinus-title">
        <div className="container">
          <h1 id="joinus-title">{t.title}</h1>
          <figure className="hero__quote">
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>{t.quoteAuthor}</figcaption>
          </figure>
        </div>
      </section>
      <section id="joinourteam" className="section" aria-labelledby="joinourteam-title">
        <div className="container narrow">
          <h2 id="joinourteam-title">{t.teamTitle}</h2>
          <p className="lead">{t.teamLead}</p>
          <JoinSections />
        </div>
      </section>
      <div className="container">
        <TestimonialCarousel source="working-team-members" title={t.happyMembers} />
      </div>
    </>
  );
}

export { JoinUsPage as Component };

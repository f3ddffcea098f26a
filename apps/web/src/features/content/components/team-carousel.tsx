import { Carousel } from '../../../components/ui/carousel.tsx';
import { useTeamMembers } from '../api/get-team-members.ts';
import { contentTexts } from '../texts.ts';

/** 'Our Team Members' (spec 2.2): shown only once the members have loaded. */
export function TeamCarousel() {
  const { data } = useTeamMembers();
  if (!data || data.length === 0) return null;
  return (
    <section id="ourteam" className="section" aria-labelledby="ourteam-title">
      <div className="container">
        <h2 id="ourteam-title">{contentTexts.teamTitle}</h2>
        <Carousel
          label={contentTexts.teamCards}
          items={data}
          itemKey={(member, index) => `${member.name}-${index}`}
          renderItem={(member) => (
            <figure className="person-card">
              <img src={member.dp} alt={member.name} width="160" height="160" loading="lazy" decoding="async" className="person-card__picture" />
              <figcaption className="person-card__name">
                {member.name} ({member.title})
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}

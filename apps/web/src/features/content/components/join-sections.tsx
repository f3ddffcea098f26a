import { useId, useState } from 'react';
import { JoinForm, type JoinKind } from './join-form.tsx';

type Role = {
  kind: JoinKind;
  title: string;
  headline: string;
  description: string;
  disclaimer: string;
};

const roles: readonly Role[] = [
  {
    kind: 'intern',
    title: 'Intern',
    headline: 'Learn by building a recycling business that works on the ground.',
    description:
      'Interns work with our team on real problems: reaching households and dealers, building the web and app, design, finance and research into recycling. Choose the domain that suits you and send us your CV.',
    disclaimer:
      'No fee is charged to interns at any stage of the selection. We never ask for money in return for an internship; if anyone does, please tell us.',
  },
  {
    kind: 'mentor',
    title: 'Mentor',
    headline: 'Share your experience and help a young startup grow.',
    description:
      'Mentors guide our team in their field of expertise, from financial and IT management to marketing, the environment and chemical research. Tell us your domain and send us your CV.',
    disclaimer: 'Mentoring is voluntary and arranged around your time. We will contact you before any commitment is made.',
  },
  {
    kind: 'investor',
    title: 'Investor',
    headline: 'Invest in a cleaner country and a fairer income for local dealers.',
    description:
      'We are building a hyperlocal platform for recyclable waste that serves households, businesses and kabadiwalas. Leave your details and our founders will get in touch.',
    disclaimer: 'Sending this form is not an offer of securities. Any investment is subject to separate agreements and due diligence.',
  },
];

function RoleCard({ role }: { role: Role }) {
  const id = useId();
  const [isMore, setIsMore] = useState(false);
  return (
    <article className="role-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="role-card__title">
        {role.title}
      </h4>
      <p className="role-card__headline">{role.headline}</p>
      <div id={`${id}-more`} hidden={!isMore}>
        <p>{role.description}</p>
        <p className="role-card__disclaimer">{role.disclaimer}</p>
      </div>
      <button type="button" className="btn btn--secondary" aria-expanded={isMore} aria-controls={`${id}-more`} onClick={() => setIsMore((more) => !more)}>
        {isMore ? 'Less Info' : 'More Info'}
      </button>
    </article>
  );
}

/**
 * Intern, Mentor and Investor (spec 2.2, 4): one section open at a time; opening one closes
 * the others and clicking the open one closes it.
 */
export function JoinSections() {
  const idPrefix = useId();
  const [openKind, setOpenKind] = useState<JoinKind | null>(null);
  return (
    <ul className="accordion join-sections">
      {roles.map((role) => {
        const isOpen = openKind === role.kind;
        const panelId = `${idPrefix}-${role.kind}`;
        return (
          <li key={role.kind} className="accordion__item">
            <h3 className="accordion__heading">
              <button
                type="button"
                className="accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenKind(isOpen ? null : role.kind)}
              >
                {role.title}
              </button>
            </h3>
            <div id={panelId} className="accordion__panel join-panel" hidden={!isOpen}>
              {isOpen && (
                <>
                  <RoleCard role={role} />
                  <JoinForm kind={role.kind} title={role.title} />
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

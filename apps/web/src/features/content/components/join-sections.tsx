import { useId, useState } from 'react';
import { joinTexts as t } from '../join-texts.ts';
import { JoinForm, type JoinKind } from './join-form.tsx';

type Role = {
  kind: JoinKind;
  title: string;
  headline: string;
  description: string;
  disclaimer: string;
};

const kinds: readonly JoinKind[] = ['intern', 'mentor', 'investor'];

/** The three applications, read when drawn: in the page's language. */
function roles(): Role[] {
  return kinds.map((kind) => ({ kind, ...t.roles[kind] }));
}

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
        {isMore ? t.lessInfo : t.moreInfo}
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
      {roles().map((role) => {
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

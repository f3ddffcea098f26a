import { useId, useState } from 'react';
import type { TestimonialKind } from '@kt/contract/admin/content-limits';
import { contentLimits } from '@kt/contract/admin/content-limits';
import { messages } from '@kt/contract/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddTeamMember } from '../api/add-team-member.ts';
import { useAddTestimonial } from '../api/add-testimonial.ts';
import { useDeleteTeamMember } from '../api/delete-team-member.ts';
import { useDeleteTestimonial } from '../api/delete-testimonial.ts';
import { useTeamMembers } from '../api/get-team-members.ts';
import { useTestimonials } from '../api/get-testimonials.ts';
import type { PictureItemDraft } from '../api/picture-item-body.ts';
import { useUpdateTeamMember } from '../api/update-team-member.ts';
import { useUpdateTestimonial } from '../api/update-testimonial.ts';
import { adminContentTexts as t } from '../texts.ts';
import { PersonForm, type Mutation, type Person, type TextRule } from './person-form.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

export type PeopleKind = 'team' | TestimonialKind;

const titleRule: TextRule = { field: 'title', isMultiline: false, max: contentLimits.titleMaxLength };
const feedbackRule: TextRule = { field: 'feedback', isMultiline: true, max: contentLimits.feedbackMaxLength };

/** The team tab: members with a title. */
export function TeamPanel() {
  const list = useTeamMembers();
  const add = useAddTeamMember();
  const update = useUpdateTeamMember();
  const remove = useDeleteTeamMember();
  const people = list.data?.map((member): Person => ({ id: member.id, name: member.name, text: member.title, position: member.position, dp: member.dp }));
  return (
    <PeoplePanel
      kind="team"
      textRule={titleRule}
      people={people}
      isLoadError={list.isError}
      onRetry={() => void list.refetch()}
      add={add}
      update={update}
      remove={remove}
      removedText={adminMessages.teamMemberRemoved}
    />
  );
}

/** The working team or the happy customers: people with their feedback. */
export function TestimonialPanel({ kind }: { kind: TestimonialKind }) {
  const list = useTestimonials(kind);
  const add = useAddTestimonial(kind);
  const update = useUpdateTestimonial(kind);
  const remove = useDeleteTestimonial(kind);
  const people = list.data?.map((entry): Person => ({ id: entry.id, name: entry.name, text: entry.feedback, position: entry.position, dp: entry.dp }));
  return (
    <PeoplePanel
      kind={kind}
      textRule={feedbackRule}
      people={people}
      isLoadError={list.isError}
      onRetry={() => void list.refetch()}
      add={add}
      update={update}
      remove={remove}
      removedText={adminMessages.testimonialRemoved}
    />
  );
}

type Props = {
  kind: PeopleKind;
  textRule: TextRule;
  /** Undefined while loading. */
  people: Person[] | undefined;
  isLoadError: boolean;
  onRetry: () => void;
  add: Mutation<PictureItemDraft>;
  update: Mutation<PictureItemDraft & { id: number }>;
  remove: Mutation<number>;
  removedText: string;
};

/**
 * One tab of pictured people: the form (adding, or editing the chosen person: one form at a
 * time), then the people in their public order with Edit and Delete; deleting asks first.
 */
function PeoplePanel({ kind, textRule, people, isLoadError, onRetry, add, update, remove, removedText }: Props) {
  const texts = t.people[kind];
  const listHeadingId = useId();
  const idPrefix = useId();
  const [editing, setEditing] = useState<Person | null>(null);
  const [generation, setGeneration] = useState(0);
  const [toDelete, setToDelete] = useState<Person | null>(null);
  const editButtonId = (id: number) => `${idPrefix}-edit-${id}`;

  function finishEditing() {
    const id = editing?.id;
    setEditing(null);
    // Back where the admin left off: the person's Edit button.
    if (id !== undefined) window.setTimeout(() => document.getElementById(editButtonId(id))?.focus(), 0);
  }

  function confirmDelete(person: Person) {
    remove.mutate(person.id, {
      onSuccess: () => {
        toast.success(removedText);
        if (editing?.id === person.id) setEditing(null);
      },
      onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
      onSettled: () => setToDelete(null),
    });
  }

  let list;
  if (isLoadError) list = <LoadError onRetry={onRetry} />;
  else if (!people) list = <p className="admin-card__meta" aria-busy="true">{texts.loading}</p>;
  else if (people.length === 0) list = <p className="empty-state">{texts.empty}</p>;
  else {
    list = (
      <ul className="admin-list" aria-labelledby={listHeadingId}>
        {people.map((person) => (
          <li key={person.id} className="admin-card content-item">
            <img className="admin-card__picture" src={person.dp} alt={t.pictureAlt(person.name)} width="96" height="96" loading="lazy" decoding="async" />
            <div className="content-item__body">
              <h3 className="admin-card__title">{person.name}</h3>
              <p className="content-item__text">{person.text}</p>
              <p className="admin-card__meta">{t.positionShown(person.position)}</p>
            </div>
            <div className="admin-card__actions">
              <button id={editButtonId(person.id)} type="button" className="btn btn--secondary" aria-label={t.editLabel(person.name)} onClick={() => setEditing(person)}>
                {t.edit}
              </button>
              <button
                type="button"
                className="btn btn--danger"
                aria-label={t.deleteLabel(person.name)}
                disabled={remove.isPending}
                onClick={() => setToDelete(person)}
              >
                {t.delete}
              </button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="content-panel">
      <p className="lead">{texts.lead}</p>
      <PersonForm
        key={editing ? `edit-${editing.id}` : `add-${generation}`}
        texts={texts}
        textRule={textRule}
        editing={editing}
        add={add}
        update={update}
        onAdded={() => setGeneration((n) => n + 1)}
        onDone={finishEditing}
      />
      <section className="content-panel__list" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="content-panel__heading">
          {texts.listLabel}
        </h2>
        {list}
      </section>
      {toDelete && (
        <ConfirmModal
          title={texts.deleteTitle}
          keepLabel={t.keep}
          confirmLabel={t.confirmDelete}
          busyLabel={t.deleting}
          isBusy={remove.isPending}
          onClose={() => setToDelete(null)}
          onConfirm={() => confirmDelete(toDelete)}
        >
          <p className="dialog__text">{texts.deleteBody(toDelete.name)}</p>
        </ConfirmModal>
      )}
    </div>
  );
}

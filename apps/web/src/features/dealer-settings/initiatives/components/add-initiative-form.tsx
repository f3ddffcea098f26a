import { useId, useState, type FormEvent } from 'react';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useAddInitiative } from '../api/add-initiative.ts';
import { initiativePhotoTypes } from '../initiative-rules.ts';
import { useInitiativeDraft } from '../use-initiative-draft.ts';
import { initiativeTexts } from '../texts.ts';
import { MessageField } from './message-field.tsx';

/** A new form after each initiative: a file input cannot be emptied from script everywhere. */
export function AddInitiativeForm({ dealerId }: { dealerId: number }) {
  const [generation, setGeneration] = useState(0);
  return <InitiativeForm key={generation} dealerId={dealerId} onAdded={() => setGeneration((n) => n + 1)} />;
}

/**
 * Spec 3 'Dealer initiative': a message (required, with its count) and an optional photo, checked
 * before sending; a refusal keeps what was typed and chosen.
 */
function InitiativeForm({ dealerId, onAdded }: { dealerId: number; onAdded: () => void }) {
  const headingId = useId();
  const add = useAddInitiative(dealerId);
  const draft = useInitiativeDraft('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending || !draft.check()) return;
    add.mutate(
      { message: draft.message.trim(), photo: draft.photo },
      {
        onSuccess: () => {
          toast.success(messages.marketplaceArea.initiativeAdded);
          onAdded();
        },
        onError: draft.refuse,
      },
    );
  }

  return (
    <section className="form-card initiative-add" aria-labelledby={headingId}>
      <h2 id={headingId} className="initiatives__heading">
        {initiativeTexts.formHeading}
      </h2>
      <form className="form" noValidate onSubmit={submit} aria-busy={add.isPending}>
        <MessageField
          name="message"
          value={draft.message}
          error={draft.errors.message}
          onChange={draft.setMessage}
        />
        <TextField
          key={draft.photoKey}
          label={initiativeTexts.photoLabel}
          name="photo"
          type="file"
          accept={initiativePhotoTypes.join(',')}
          hint={initiativeTexts.photoRule}
          error={draft.errors.photo}
          onChange={(event) => draft.choosePhoto(event.target.files?.[0] ?? null)}
        />
        <FormAlert message={draft.alert} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={add.isPending}>
            {add.isPending ? initiativeTexts.adding : initiativeTexts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useAddInitiative } from '../api/add-initiative.ts';
import {
  initiativeMessageProblem,
  initiativePhotoProblem,
  initiativePhotoTypes,
  readInitiativeRefusal,
  type InitiativeErrors,
} from '../initiative-rules.ts';
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
  const [message, setMessage] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  // A refused photo is not kept in the input: a new one replaces it.
  const [photoKey, setPhotoKey] = useState(0);
  const [errors, setErrors] = useState<InitiativeErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  function choosePhoto(file: File | null) {
    const problem = initiativePhotoProblem(file);
    setErrors((current) => ({ ...current, photo: problem ?? undefined }));
    if (problem) {
      setPhoto(null);
      setPhotoKey((key) => key + 1);
      return;
    }
    setPhoto(file);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const messageProblem = initiativeMessageProblem(message);
    const photoProblem = initiativePhotoProblem(photo);
    setErrors({ message: messageProblem ?? undefined, photo: photoProblem ?? undefined });
    setAlert(null);
    if (messageProblem || photoProblem) return;
    add.mutate(
      { message: message.trim(), photo },
      {
        onSuccess: () => {
          toast.success(messages.marketplaceArea.initiativeAdded);
          onAdded();
        },
        onError: (error) => {
          const refusal = readInitiativeRefusal(error);
          setErrors(refusal.errors);
          setAlert(refusal.alert);
        },
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
          value={message}
          error={errors.message}
          onChange={(value) => {
            setMessage(value);
            setErrors((current) => ({ ...current, message: undefined }));
          }}
        />
        <TextField
          key={photoKey}
          label={initiativeTexts.photoLabel}
          name="photo"
          type="file"
          accept={initiativePhotoTypes.join(',')}
          hint={initiativeTexts.photoRule}
          error={errors.photo}
          onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
        />
        <FormAlert message={alert} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={add.isPending}>
            {add.isPending ? initiativeTexts.adding : initiativeTexts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

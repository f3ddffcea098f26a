import { useState } from 'react';
import { initiativeMessageProblem, initiativePhotoProblem, readInitiativeRefusal, type InitiativeErrors } from './initiative-rules.ts';

/**
 * What the add and the edit form of an initiative hold while it is written: the message, the
 * chosen photo (a refused one is dropped, and the file input renewed through `photoKey`), the
 * field errors and the form's alert. `check` runs the browser's rules before sending; `refuse`
 * shows the server's refusal. A refusal keeps what was typed.
 */
export function useInitiativeDraft(initialMessage: string) {
  const [message, setMessageText] = useState(initialMessage);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoKey, setPhotoKey] = useState(0);
  const [errors, setErrors] = useState<InitiativeErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  return {
    message,
    photo,
    photoKey,
    errors,
    alert,
    setMessage(value: string) {
      setMessageText(value);
      setErrors((current) => ({ ...current, message: undefined }));
    },
    /** Keeps a photo the rules accept; answers whether it did. */
    choosePhoto(file: File | null): boolean {
      const problem = initiativePhotoProblem(file);
      setErrors((current) => ({ ...current, photo: problem ?? undefined }));
      if (problem) {
        setPhoto(null);
        setPhotoKey((key) => key + 1);
        return false;
      }
      setPhoto(file);
      return true;
    },
    /** The browser's rules before sending: true when the draft may go. */
    check(): boolean {
      const messageProblem = initiativeMessageProblem(message);
      const photoProblem = initiativePhotoProblem(photo);
      setErrors({ message: messageProblem ?? undefined, photo: photoProblem ?? undefined });
      setAlert(null);
      return !messageProblem && !photoProblem;
    },
    refuse(error: unknown) {
      const refusal = readInitiativeRefusal(error);
      setErrors(refusal.errors);
      setAlert(refusal.alert);
    },
  };
}

import { useId, useState } from 'react';
import type { z } from 'zod';
import { initiativePhotoRule, ZInitiativeForm } from '@kt/contract/marketplace/initiatives';
import { messages } from '@kt/contract/messages';
import { FileField } from '../../../../components/form/file-field.tsx';
import { showFullRefusal } from '../../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../../components/form/kit-form.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useAddInitiative } from '../api/add-initiative.ts';
import { initiativeRefusal } from '../initiative-refusal.ts';
import { initiativeTexts } from '../texts.ts';
import { MessageField } from './message-field.tsx';

/** A new form after each initiative, its photo input empty. */
export function AddInitiativeForm({ dealerId }: { dealerId: number }) {
  const [generation, setGeneration] = useState(0);
  return <InitiativeForm key={generation} dealerId={dealerId} onAdded={() => setGeneration((n) => n + 1)} />;
}

/**
 * Spec 3 'Dealer initiative': a message (required, with its count) and an optional photo, checked
 * by the contract's rule before sending (the photo as soon as it is chosen); a refusal keeps what
 * was typed and chosen.
 */
function InitiativeForm({ dealerId, onAdded }: { dealerId: number; onAdded: () => void }) {
  const headingId = useId();
  const add = useAddInitiative(dealerId);
  const form = useKitForm(ZInitiativeForm, { defaultValues: { message: '', photo: null } });

  async function send({ message, photo }: z.output<typeof ZInitiativeForm>) {
    try {
      await add.mutateAsync({ message, photo });
    } catch (error) {
      showFullRefusal(form, error, initiativeRefusal);
      return;
    }
    toast.success(messages.marketplaceArea.initiativeAdded);
    onAdded();
  }

  return (
    <section className="form-card initiative-add" aria-labelledby={headingId}>
      <h2 id={headingId} className="initiatives__heading">
        {initiativeTexts.formHeading}
      </h2>
      <KitForm form={form} onValid={send}>
        <MessageField name="message" />
        <FileField name="photo" label={initiativeTexts.photoLabel} hint={initiativeTexts.photoRule} rule={initiativePhotoRule} />
        <FormMessage />
        <div className="form__actions">
          <SubmitButton busyLabel={initiativeTexts.adding}>{initiativeTexts.submit}</SubmitButton>
        </div>
      </KitForm>
    </section>
  );
}

import { useId } from 'react';
import { limits } from '@kt/contract/limits';
import { ZReachUsForm, type ReachUsForm as ReachUsMessage } from '@kt/contract/marketplace/page-forms';
import { notGiven } from '@kt/contract/marketplace/rules';
import { messages } from '@kt/contract/messages';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { EmailField, PhoneField, TextField } from '../../../components/form/text-field.tsx';
import { reachUs } from '@kt/contract/routes';
import { describeFailure, sendMarketplaceForm, type DealerEcho } from '../api/send-marketplace-form.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { showFailure } from './show-failure.ts';
import { useFormMessage } from './use-form-message.ts';

const empty = { name: '', email: '', phone_number: '', message: '' };

/** The contact section (spec 2.8, 3, 5): a message to the dealer; the subject is always 'N/A'. */
export function ReachUsForm({ dealer }: { dealer: DealerEcho }) {
  const id = useId();
  const { dialog, say, sectionRef } = useFormMessage(t.reachUsHeading);
  const form = useKitForm(ZReachUsForm, {
    defaultValues: empty,
    // The dialog says the spec's 'Please fill the valid Entry'; each field what it needs.
    fieldMessages: { name: t.nameMissing, email: t.emailInvalid, phone_number: t.reachUsPhoneInvalid, message: t.messageMissing },
  });

  async function send(message: ReachUsMessage) {
    try {
      await sendMarketplaceForm(reachUs, dealer, { subject: notGiven, ...message });
      form.reset();
      say(messages.marketplaceArea.reachUsSuccess);
    } catch (error) {
      say(showFailure(form, describeFailure(error, messages.marketplace.reachUsFailed)));
    }
  }

  return (
    <section ref={sectionRef} id="contact" className="mp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.reachUsHeading}</h2>
      <p className="lead">{t.reachUsLead}</p>
      <KitForm form={form} onValid={send} onInvalid={() => say(messages.marketplace.reachUsInvalid)} className="form mp-form" aria-labelledby={`${id}-title`}>
        <TextField name="name" label={t.nameLabel} autoComplete="name" required maxLength={100} />
        <div className="mp-form__pair">
          <EmailField name="email" label={t.emailLabel} required maxLength={254} />
          <PhoneField name="phone_number" label={t.phoneLabel} required />
        </div>
        <TextAreaField name="message" label={t.messageLabel} required rows={4} maxLength={limits.reachUsMessageMaxLength} />
        <div className="form__actions">
          <SubmitButton>{t.reachUsSubmit}</SubmitButton>
        </div>
      </KitForm>
      {dialog}
    </section>
  );
}

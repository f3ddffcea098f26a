import { useId, useState, type FormEvent } from 'react';
import { endpoints } from '@kt/contract/endpoints';
import { limits } from '@kt/contract/limits';
import { notGiven } from '@kt/contract/marketplace/rules';
import { messages } from '@kt/contract/messages';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { checkReachUs, hasErrors, pick, reachUsFields, type FieldErrors, type ReachUsField, type ReachUsValues } from '../form-rules.ts';
import { describeFailure, sendMarketplaceForm, type DealerEcho } from '../api/send-marketplace-form.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { useFormMessage } from './use-form-message.ts';

const empty: ReachUsValues = { name: '', email: '', phone_number: '', message: '' };

/** The contact section (spec 2.8, 3, 5): a message to the dealer; the subject is always 'N/A'. */
export function ReachUsForm({ dealer }: { dealer: DealerEcho }) {
  const id = useId();
  const { dialog, say, submitRef } = useFormMessage(t.reachUsHeading);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<ReachUsField>>({});
  const [isSending, setIsSending] = useState(false);

  function update(field: ReachUsField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const refused = checkReachUs(values);
    setErrors(refused);
    if (hasErrors(refused)) {
      say(messages.marketplace.reachUsInvalid);
      return;
    }
    setIsSending(true);
    try {
      const fields = Object.fromEntries(reachUsFields.map((field) => [field, values[field].trim()]));
      await sendMarketplaceForm(endpoints.reachUs, dealer, { subject: notGiven, ...fields });
      setValues(empty);
      say(messages.marketplaceArea.reachUsSuccess);
    } catch (error) {
      const failure = describeFailure(error, messages.marketplace.reachUsFailed);
      setErrors(pick(failure.fields, reachUsFields));
      say(failure.text);
    } finally {
      setIsSending(false);
    }
  }

  const field = (name: ReachUsField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  return (
    <section id="contact" className="mp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.reachUsHeading}</h2>
      <p className="lead">{t.reachUsLead}</p>
      <form className="form mp-form" noValidate aria-labelledby={`${id}-title`} aria-busy={isSending} onSubmit={(event) => void submit(event)}>
        <TextField label={t.nameLabel} autoComplete="name" required maxLength={100} {...field('name')} />
        <div className="mp-form__pair">
          <TextField label={t.emailLabel} type="email" autoComplete="email" inputMode="email" required maxLength={254} {...field('email')} />
          <TextField
            label={t.phoneLabel}
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            required
            maxLength={limits.phoneDigits}
            {...field('phone_number')}
          />
        </div>
        <TextAreaField label={t.messageLabel} required rows={4} maxLength={limits.reachUsMessageMaxLength} {...field('message')} />
        <div className="form__actions">
          <button ref={submitRef} type="submit" className="btn btn--primary" disabled={isSending}>
            {t.reachUsSubmit}
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { endpoints } from '@kt/contract/endpoints';
import { defaultCountry, limits } from '@kt/contract/limits';
import type { MarketplaceArea } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import { indiaDate } from '@kt/contract/india-time';
import { addDays } from '@kt/contract/orders/pickup-dates';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { checkSchedule, hasErrors, pick, scheduleFields, scheduleRefusal, type FieldErrors, type ScheduleField } from '../form-rules.ts';
import { describeFailure, sendMarketplaceForm, type DealerEcho } from '../api/send-marketplace-form.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { useFormMessage } from './use-form-message.ts';

/** What was typed; pincode and state/country are null until typed in, and follow the chosen area till then. */
type Typed = Omit<Record<ScheduleField, string>, 'pincode' | 'state_n_country'> & {
  pincode: string | null;
  state_n_country: string | null;
};

const empty: Typed = {
  select_date: '',
  select_time: '',
  name: '',
  email: '',
  phone_number: '',
  pincode: null,
  state_n_country: null,
  address: '',
};

type Props = {
  dealer: DealerEcho;
  area: MarketplaceArea | undefined;
};

/**
 * Schedule a pickup (spec 2.8, 3, 5): when and where, checked here with the contract's rules and
 * posted as multipart with the spec's field names. The date and time sent are the ones chosen.
 */
export function ScheduleForm({ dealer, area }: Props) {
  const id = useId();
  const { dialog, say, submitRef } = useFormMessage(t.scheduleHeading);
  const [typed, setTyped] = useState<Typed>(empty);
  const [errors, setErrors] = useState<FieldErrors<ScheduleField>>({});
  const [isSending, setIsSending] = useState(false);
  const values: Record<ScheduleField, string> = {
    ...typed,
    pincode: typed.pincode ?? area?.pincode ?? '',
    state_n_country: typed.state_n_country ?? (area ? t.stateValue(area.state, defaultCountry) : ''),
  };
  const today = indiaDate();

  function update(field: ScheduleField, value: string) {
    setTyped((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const refused = checkSchedule(values);
    setErrors(refused);
    if (hasErrors(refused)) {
      say(scheduleRefusal(refused));
      return;
    }
    setIsSending(true);
    try {
      const fields = Object.fromEntries(scheduleFields.map((field) => [field, values[field].trim()]));
      await sendMarketplaceForm(endpoints.schedulePickup, dealer, fields);
      setTyped(empty);
      say(messages.marketplace.scheduleSuccess);
    } catch (error) {
      const failure = describeFailure(error, messages.marketplace.scheduleFailed);
      setErrors(pick(failure.fields, scheduleFields));
      say(failure.text);
    } finally {
      setIsSending(false);
    }
  }

  const field = (name: ScheduleField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  return (
    <section id="schedule" className="mp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.scheduleHeading}</h2>
      <p className="lead">{t.scheduleLead}</p>
      <form className="form mp-form" noValidate aria-labelledby={`${id}-title`} aria-busy={isSending} onSubmit={(event) => void submit(event)}>
        <div className="mp-form__pair">
          <TextField label={t.dateLabel} type="date" required min={today} max={addDays(today, limits.scheduleMaxDaysAhead)} {...field('select_date')} />
          <TextField label={t.timeLabel} type="time" required {...field('select_time')} />
        </div>
        <TextField label={t.nameLabel} autoComplete="name" required maxLength={100} {...field('name')} />
        <div className="mp-form__pair">
          <TextField label={t.emailLabel} type="email" autoComplete="email" inputMode="email" required maxLength={254} {...field('email')} />
          <TextField label={t.phoneLabel} type="tel" autoComplete="tel" inputMode="tel" required maxLength={13} {...field('phone_number')} />
        </div>
        <div className="mp-form__pair">
          <TextField
            label={t.pincodeLabel}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={limits.pincodeDigits}
            {...field('pincode')}
          />
          <TextField label={t.stateLabel} placeholder={t.statePlaceholder} required maxLength={100} {...field('state_n_country')} />
        </div>
        <TextAreaField
          label={t.addressLabel}
          autoComplete="street-address"
          required
          rows={3}
          maxLength={limits.scheduleAddressMaxLength}
          {...field('address')}
        />
        <div className="form__actions">
          <button ref={submitRef} type="submit" className="btn btn--primary" disabled={isSending}>
            {t.scheduleSubmit}
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}

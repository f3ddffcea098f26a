import { useEffect, useId, useRef } from 'react';
import { indiaDate } from '@kt/contract/india-time';
import { defaultCountry, limits } from '@kt/contract/limits';
import type { MarketplaceArea } from '@kt/contract/marketplace/page';
import { ZScheduleForm, type ScheduleForm as ScheduleRequest } from '@kt/contract/marketplace/page-forms';
import { messages } from '@kt/contract/messages';
import { addDays } from '@kt/contract/orders/pickup-dates';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { EmailField, TextField } from '../../../components/form/text-field.tsx';
import { schedulePickup } from '@kt/contract/routes';
import { describeFailure, sendMarketplaceForm, type DealerEcho } from '../api/send-marketplace-form.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { showFailure } from './show-failure.ts';
import { useFormMessage } from './use-form-message.ts';

/** The fields that follow the area chosen above the prices until the visitor types in them. */
function areaValues(area: MarketplaceArea | undefined) {
  return { pincode: area?.pincode ?? '', state_n_country: area ? t.stateValue(area.state, defaultCountry) : '' };
}

const emptyFor = (area: MarketplaceArea | undefined) => ({
  select_date: '',
  select_time: '',
  name: '',
  email: '',
  phone_number: '',
  ...areaValues(area),
  address: '',
});

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
  const { dialog, say, sectionRef } = useFormMessage(t.scheduleHeading);
  const form = useKitForm(ZScheduleForm, {
    defaultValues: emptyFor(area),
    // The dialog says the spec's 'Please fill the form correctly!'; each field what it needs (the date and time: the schema's words).
    fieldMessages: {
      name: t.nameMissing,
      email: t.emailInvalid,
      phone_number: t.schedulePhoneInvalid,
      pincode: t.pincodeInvalid,
      state_n_country: t.stateMissing,
      address: t.addressMissing,
    },
  });
  const typedRef = useRef(new Set<string>());
  const { setValue } = form;
  const today = indiaDate();

  useEffect(() => {
    for (const [name, value] of Object.entries(areaValues(area)) as [keyof ReturnType<typeof areaValues>, string][]) {
      if (!typedRef.current.has(name)) setValue(name, value);
    }
  }, [area, setValue]);

  /** The spec's text, and under it what is wrong with the date or time when that is part of the reason. */
  function refused() {
    const when = form.getFieldState('select_date').error?.message ?? form.getFieldState('select_time').error?.message;
    say([messages.marketplace.scheduleInvalid, when].filter(Boolean).join('\n'));
  }

  async function send(request: ScheduleRequest) {
    try {
      await sendMarketplaceForm(schedulePickup, dealer, request);
      typedRef.current.clear();
      form.reset(emptyFor(area));
      say(messages.marketplace.scheduleSuccess);
    } catch (error) {
      say(showFailure(form, describeFailure(error, messages.marketplace.scheduleFailed)));
    }
  }

  return (
    <section ref={sectionRef} id="schedule" className="mp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.scheduleHeading}</h2>
      <p className="lead">{t.scheduleLead}</p>
      <KitForm form={form} onValid={send} onInvalid={refused} className="form mp-form" aria-labelledby={`${id}-title`}>
        <div className="mp-form__pair">
          <TextField name="select_date" label={t.dateLabel} type="date" required min={today} max={addDays(today, limits.scheduleMaxDaysAhead)} />
          <TextField name="select_time" label={t.timeLabel} type="time" required />
        </div>
        <TextField name="name" label={t.nameLabel} autoComplete="name" required maxLength={100} />
        <div className="mp-form__pair">
          <EmailField name="email" label={t.emailLabel} required maxLength={254} />
          <TextField name="phone_number" label={t.phoneLabel} type="tel" autoComplete="tel" inputMode="tel" required maxLength={13} />
        </div>
        <div className="mp-form__pair">
          <TextField
            name="pincode"
            label={t.pincodeLabel}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={limits.pincodeDigits}
            onChange={() => typedRef.current.add('pincode')}
          />
          <TextField
            name="state_n_country"
            label={t.stateLabel}
            placeholder={t.statePlaceholder}
            required
            maxLength={100}
            onChange={() => typedRef.current.add('state_n_country')}
          />
        </div>
        <TextAreaField name="address" label={t.addressLabel} autoComplete="street-address" required rows={3} maxLength={limits.scheduleAddressMaxLength} />
        <div className="form__actions">
          <SubmitButton>{t.scheduleSubmit}</SubmitButton>
        </div>
      </KitForm>
      {dialog}
    </section>
  );
}

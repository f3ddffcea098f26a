import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { limits } from '@kt/contract/limits';
import { ZRatingForm, type RatingForm as Rating } from '@kt/contract/marketplace/page-forms';
import { notGiven, ratingValues } from '@kt/contract/marketplace/rules';
import { messages } from '@kt/contract/messages';
import { KitForm, SubmitButton, useKit, useKitField, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { dealerRating } from '@kt/contract/routes';
import { describeFailure, sendMarketplaceForm, type DealerEcho } from '../api/send-marketplace-form.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { useFormMessage } from './use-form-message.ts';

/**
 * Rate the dealer (spec 2.8, 3, 5): 0.5 to 5 in half steps and an optional review ('N/A' when
 * none).
 */
export function RatingForm({ dealer }: { dealer: DealerEcho }) {
  const id = useId();
  const { dialog, say, sectionRef } = useFormMessage(t.ratingHeading);
  const form = useKitForm(ZRatingForm, { defaultValues: { rating: '', rate_count: '' } });

  async function send(rating: Rating) {
    try {
      // Signed in, a customer's token goes along: with a Completed pickup of this dealer the rating is a verified pickup (issue 28).
      await sendMarketplaceForm(dealerRating, dealer, { rating: String(rating.rating), rate_count: rating.rate_count ?? notGiven }, { auth: true });
      form.reset();
      say(messages.marketplace.ratingSuccess);
    } catch (error) {
      say(describeFailure(error, messages.marketplace.ratingFailed).text);
    }
  }

  return (
    <section ref={sectionRef} className="mp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.ratingHeading}</h2>
      <KitForm
        form={form}
        onValid={send}
        onInvalid={() => say(form.getFieldState('rating').error?.message ?? messages.marketplace.ratingMissing)}
        className="form mp-form"
        aria-labelledby={`${id}-title`}
      >
        <StarInput />
        <TextAreaField name="rate_count" label={t.reviewLabel} rows={3} maxLength={limits.reviewMaxLength} />
        <div className="form__actions">
          <SubmitButton>{t.ratingSubmit}</SubmitButton>
        </div>
      </KitForm>
      {dialog}
    </section>
  );
}

/**
 * The rating as a group of radios, one per half star, each named ('4.5 stars'), so the arrow
 * keys choose and a screen reader says the value; the stars are their picture.
 */
function StarInput() {
  const id = useId();
  const { form } = useKit();
  const field = useKitField('rating');
  const { inputRef, ...wiring } = field.inputProps;
  const chosen = useWatch({ control: form.control, name: 'rating' }) as string | null | undefined;
  const rating = chosen ? Number(chosen) : null;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? rating ?? 0;
  return (
    <fieldset className="fieldset star-input">
      <legend className="field__label">{t.ratingLegend}</legend>
      <div className="star-input__stars" onMouseLeave={() => setHovered(null)}>
        {ratingValues.map((value, index) => {
          const radioId = `${id}-rating-${index}`;
          const half = index % 2 === 0 ? 'star-input__half--left' : 'star-input__half--right';
          const halfClass = `star-input__half ${half}${value <= shown ? ' is-on' : ''}`;
          return (
            <span key={value} className="star-input__option">
              <input ref={inputRef} id={radioId} className="star-input__radio" type="radio" value={String(value)} {...wiring} />
              <label htmlFor={radioId} className={halfClass} onMouseEnter={() => setHovered(value)}>
                <span className="star-input__glyph" aria-hidden="true">
                  ★
                </span>
                <span className="visually-hidden">{t.starLabel(value)}</span>
              </label>
            </span>
          );
        })}
      </div>
      <p className="star-input__value" aria-hidden="true">
        {rating === null ? t.ratingNotChosen : t.ratingChosen(rating)}
      </p>
    </fieldset>
  );
}

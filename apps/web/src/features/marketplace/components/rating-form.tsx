import { useId, useState, type FormEvent } from 'react';
import { endpoints } from '@kt/contract/endpoints';
import { limits } from '@kt/contract/limits';
import { notGiven, ratingValues } from '@kt/contract/marketplace/rules';
import { messages } from '@kt/contract/messages';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { describeFailure, sendMarketplaceForm, type DealerEcho } from '../api/send-marketplace-form.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { useFormMessage } from './use-form-message.ts';

/**
 * Rate the dealer (spec 2.8, 3, 5): 0.5 to 5 in half steps and an optional review ('N/A' when
 * none). The rating is a group of radios, one per half star, each named ('4.5 stars'), so the
 * arrow keys choose and a screen reader says the value; the stars are their picture.
 */
export function RatingForm({ dealer }: { dealer: DealerEcho }) {
  const id = useId();
  const { dialog, say, submitRef } = useFormMessage(t.ratingHeading);
  const [rating, setRating] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [isSending, setIsSending] = useState(false);
  const shown = hovered ?? rating ?? 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    if (rating === null) {
      say(messages.marketplace.ratingMissing);
      return;
    }
    setIsSending(true);
    try {
      await sendMarketplaceForm(endpoints.dealerRating, dealer, { rating: String(rating), rate_count: review.trim() || notGiven });
      setRating(null);
      setHovered(null);
      setReview('');
      say(messages.marketplace.ratingSuccess);
    } catch (error) {
      say(describeFailure(error, messages.marketplace.ratingFailed).text);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className="mp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.ratingHeading}</h2>
      <form className="form mp-form" noValidate aria-labelledby={`${id}-title`} aria-busy={isSending} onSubmit={(event) => void submit(event)}>
        <fieldset className="fieldset star-input">
          <legend className="field__label">{t.ratingLegend}</legend>
          <div className="star-input__stars" onMouseLeave={() => setHovered(null)}>
            {ratingValues.map((value, index) => {
              const radioId = `${id}-rating-${index}`;
              const half = index % 2 === 0 ? 'star-input__half--left' : 'star-input__half--right';
              return (
                <span key={value} className="star-input__option">
                  <input
                    id={radioId}
                    className="star-input__radio"
                    type="radio"
                    name="rating"
                    value={String(value)}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                  />
                  <label
                    htmlFor={radioId}
                    className={`star-input__half ${half}${value <= shown ? ' is-on' : ''}`}
                    onMouseEnter={() => setHovered(value)}
                  >
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
        <TextAreaField
          label={t.reviewLabel}
          name="rate_count"
          rows={3}
          maxLength={limits.reviewMaxLength}
          value={review}
          onChange={(event) => setReview(event.target.value)}
        />
        <div className="form__actions">
          <button ref={submitRef} type="submit" className="btn btn--primary" disabled={isSending}>
            {t.ratingSubmit}
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}

import { ZRatingReplyBody } from '@kt/contract/disputes/disputes';
import { disputeRules } from '@kt/contract/disputes/dispute-rules';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useReplyToRating } from '../api/reply-to-rating.ts';
import { dealerRequestTexts as t } from '../texts.ts';

/** Issue 28: the dealer's one public reply to a rating, shown under it on their marketplace page. */
export function RatingReplyForm({ ratingId, viewer }: { ratingId: number; viewer: string }) {
  const form = useKitForm(ZRatingReplyBody, { defaultValues: { reply: '' } });
  const reply = useReplyToRating(viewer);
  return (
    <KitForm
      form={form}
      isBusy={reply.isPending}
      onValid={(values) =>
        reply.mutateAsync({ id: ratingId, reply: values.reply }).then(
          (answer) => toast.success(localizeEnglish(answer.msg)),
          (error: unknown) => form.showRefusal(error),
        )
      }
    >
      <p className="request-card__date">{t.replyHint}</p>
      <TextAreaField name="reply" label={t.replyLabel} rows={3} maxLength={disputeRules.replyMaxLength} required />
      <FormMessage />
      <SubmitButton busyLabel={t.replying}>{t.reply}</SubmitButton>
    </KitForm>
  );
}

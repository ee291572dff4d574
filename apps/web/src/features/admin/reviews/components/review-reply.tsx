import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { BRAND_NAME } from '@rental/shared/business';
import { REVIEW_MESSAGES, REVIEW_REPLY_MAX, type Review } from '@rental/shared/reviews';
import { ReviewReplyInputSchema, type ReviewReplyInput } from '@rental/shared/review-replies';
import { FormFailure } from '@/components/form-failure';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useReplyToReview } from '../api/reply-to-review';

/**
 * docs/product.md#reviews: the business's one reply under a review, and the form that writes or
 * edits it. The site signs it with the business's name, so it speaks for the business.
 */
export function ReviewReply({ review: r }: { review: Review }) {
  const save = useReplyToReview();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string>();
  const confirmation = useFocusOnArrival<HTMLParagraphElement>(done !== undefined);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ReviewReplyInput>({
    resolver: zodResolver(ReviewReplyInputSchema),
    defaultValues: { text: r.reply?.text ?? '' },
  });
  useEffect(() => {
    if (editing) setFocus('text');
  }, [editing, setFocus]);

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: r._id, text: input.text },
      {
        onSuccess: (saved) => {
          setEditing(false);
          reset({ text: saved.reply?.text ?? '' });
          setDone(r.reply ? REVIEW_MESSAGES.replyEdited : REVIEW_MESSAGES.replySaved);
        },
        onError: (error) => applyServerFieldErrors(error, ['text'], setError),
      },
    ),
  );
  const failed = save.isError && !errors.text;
  const fieldId = `reply-${r._id}`;

  return (
    <div className="d-flex flex-column gap-2">
      {r.reply && !editing && (
        <div className="border-start border-3 ps-2">
          <p className="small fw-semibold mb-1">Reply from {BRAND_NAME}</p>
          <p className="mb-1 text-break" style={{ whiteSpace: 'pre-line' }}>
            {r.reply.text}
          </p>
          <p className="small text-body-secondary mb-0">
            {formatDateTime(r.reply.repliedAt)}
            {r.reply.editedAt && ` · edited ${formatDateTime(r.reply.editedAt)}`}
          </p>
        </div>
      )}
      <div aria-live="polite">
        {done && !editing && (
          <p ref={confirmation} tabIndex={-1} className="small text-success mb-0" role="status">
            {done}
          </p>
        )}
      </div>
      {editing ? (
        <form noValidate onSubmit={onSubmit}>
          <FormField
            id={fieldId}
            label={`Reply to ${r.firstName}`}
            error={errors.text?.message}
            hint={`Shown under the review on the car’s page, signed ${BRAND_NAME}. Up to ${REVIEW_REPLY_MAX.toLocaleString('en-IN')} characters.`}
            className="mb-2"
          >
            {(control) => <textarea {...control} rows={3} {...register('text')} />}
          </FormField>
          <FormFailure
            message={
              failed
                ? serverMessage(save.error, 'Could not save the reply. Please try again.')
                : null
            }
          />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : r.reply ? 'Save the reply' : 'Publish the reply'}
            </Button>
            <Button
              size="sm"
              variant="link"
              onClick={() => {
                setEditing(false);
                reset({ text: r.reply?.text ?? '' });
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => {
              setDone(undefined);
              setEditing(true);
            }}
            aria-label={`${r.reply ? 'Edit the reply to' : 'Reply to'} ${r.firstName}’s review of the ${r.carName}`}
          >
            {r.reply ? 'Edit reply' : 'Reply'}
          </Button>
        </div>
      )}
    </div>
  );
}

import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { REVIEW_COMMENT_MAX, REVIEW_DEFAULT_RATING, REVIEW_TOASTS } from '../../../domain/review-rules';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { StarRating } from './star-rating';
import { submitReview } from './submit-review';

export type ReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Attached to the review when the customer is reviewing one quote (payment page, quote chat). */
  quoteId?: string | null;
  /** Runs once the server has stored the review; the dialog closes itself. */
  onSubmitted?: () => void;
  title?: string;
  description?: string;
};

/** Rating and optional comment, sent to submit-review. Controlled, so a chat can open it on a timer. */
export function ReviewDialog({
  open,
  onOpenChange,
  quoteId,
  onSubmitted,
  title = 'Leave a Review',
  description = 'How was your experience? Your feedback helps us improve.',
}: ReviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the default rating. */}
        <ReviewForm
          quoteId={quoteId}
          onSubmitted={() => {
            onSubmitted?.();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ quoteId, onSubmitted }: { quoteId?: string | null; onSubmitted: () => void }) {
  const id = useId();
  const [rating, setRating] = useState<number>(REVIEW_DEFAULT_RATING);
  const [comment, setComment] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const commentId = `${id}-comment`;
  const counterId = `${id}-counter`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      await submitReview({ rating, comment, quoteId });
      toast.success(REVIEW_TOASTS.success);
      onSubmitted();
    } catch (error) {
      const message = error instanceof ApiError && error.code ? error.message : REVIEW_TOASTS.failureFallback;
      toast.error(REVIEW_TOASTS.failureTitle, { description: message });
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={submitting} className="flex flex-col gap-5">
      <StarRating name={`${id}-rating`} value={rating} onChange={setRating} disabled={submitting} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={commentId}>Comment (optional)</Label>
        <textarea
          id={commentId}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          rows={4}
          disabled={submitting}
          aria-describedby={counterId}
          // maxLength stops typing; the slice also covers text set by other means (autofill, scripts).
          onChange={(e) => setComment(e.target.value.slice(0, REVIEW_COMMENT_MAX))}
          className="min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-50 sm:text-sm"
        />
        <p id={counterId} className="self-end text-xs text-muted-foreground">
          {comment.length}/{REVIEW_COMMENT_MAX}
          <span className="sr-only"> characters</span>
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={submitting}>
          {submitting ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          Submit Review
        </Button>
      </DialogFooter>
    </form>
  );
}

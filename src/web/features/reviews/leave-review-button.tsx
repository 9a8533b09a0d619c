import { CheckIcon, StarIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { ReviewDialog } from './review-dialog';

type LeaveReviewButtonProps = {
  quoteId?: string | null;
  variant?: ButtonProps['variant'];
  className?: string;
};

/** 'Leave a Review' opening the review dialog; once a review is stored it reads 'Review submitted'. */
export function LeaveReviewButton({ quoteId, variant = 'outline', className }: LeaveReviewButtonProps) {
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      {/* aria-disabled rather than disabled: the dialog hands focus back to this button on close. */}
      <Button
        variant={variant}
        className={className}
        aria-disabled={submitted || undefined}
        onClick={() => {
          if (!submitted) setOpen(true);
        }}
      >
        {submitted ? <CheckIcon aria-hidden="true" /> : <StarIcon aria-hidden="true" />}
        {submitted ? 'Review submitted' : 'Leave a Review'}
      </Button>
      <ReviewDialog
        open={open}
        onOpenChange={setOpen}
        quoteId={quoteId}
        onSubmitted={() => setSubmitted(true)}
      />
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { REVIEWS_EMPTY } from '../../../domain/agent-wording';
import {
  deleteReviewContract,
  listReviewsContract,
  REVIEW_MODERATION_MESSAGES,
  type ReviewRow,
  reviewDisplayContract,
  updateReviewContract,
} from '../../../domain/contracts/reviews.contract';
import { REVIEW_COMMENT_MAX } from '../../../domain/review-rules';
import { useBusinessWording } from '../../app/use-business-wording';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { apiRequest } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { StarRating } from './star-rating';

const reviewsKey = (workspaceId: string) => ['reviews', workspaceId] as const;

function ReviewItem({
  workspaceId,
  review,
  canChange,
}: {
  workspaceId: string;
  review: ReviewRow;
  canChange: boolean;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [comment, setComment] = useState(review.comment ?? '');
  const [rating, setRating] = useState(review.rating);
  const params = { workspaceId, reviewId: review.id };
  const done = (message: string) => () => {
    toast.success(message);
    return queryClient.invalidateQueries({ queryKey: reviewsKey(workspaceId) });
  };
  const fail = (error: Error) => toast.error('The review was not changed', { description: error.message });
  const update = useMutation({
    mutationFn: (body: { isApproved?: boolean; rating?: number; comment?: string | null }) =>
      apiRequest(updateReviewContract, { params, body }),
    onSuccess: done(REVIEW_MODERATION_MESSAGES.saved),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(deleteReviewContract, { params }),
    onSuccess: done(REVIEW_MODERATION_MESSAGES.deleted),
    onError: fail,
  });
  const busy = update.isPending || remove.isPending;
  const edited = comment.trim() !== (review.comment ?? '') || rating !== review.rating;
  const who = review.customerName ?? 'A customer';

  return (
    <li className="space-y-3 rounded-lg border p-4" aria-labelledby={`${id}-who`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-who`} className="font-medium">
          {who}
          {review.quoteNumber ? (
            <span className="text-muted-foreground"> · quote {review.quoteNumber}</span>
          ) : null}
        </p>
        <Badge variant={review.isApproved ? 'default' : 'secondary'}>
          {review.isApproved ? 'Shown' : 'Waiting for approval'}
        </Badge>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-approved`}
          checked={review.isApproved}
          disabled={!canChange || busy}
          onCheckedChange={(isApproved) => update.mutate({ isApproved })}
        />
        <Label htmlFor={`${id}-approved`}>Approved to show on your site</Label>
      </div>
      <StarRating name={`${id}-rating`} value={rating} onChange={setRating} disabled={!canChange || busy} />
      <div className="space-y-1">
        <Label htmlFor={`${id}-comment`}>Review text</Label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          disabled={!canChange || busy}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {canChange ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!edited || busy}
            onClick={() => update.mutate({ rating, comment: comment.trim() || null })}
          >
            Save<span className="sr-only"> the review of {who}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => remove.mutate()}>
            Delete<span className="sr-only"> the review of {who}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The owner's switch: approved reviews shown in the chat widget on the business's site, or not. */
function WidgetDisplaySwitch({
  workspaceId,
  showOnWidget,
  canChange,
}: {
  workspaceId: string;
  showOnWidget: boolean;
  canChange: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (on: boolean) =>
      apiRequest(reviewDisplayContract, { params: { workspaceId }, body: { showOnWidget: on } }),
    onSuccess: (saved) => {
      toast.success(
        saved.showOnWidget
          ? 'Approved reviews now show in your chat widget'
          : 'Reviews hidden from your chat widget',
      );
      return queryClient.invalidateQueries({ queryKey: reviewsKey(workspaceId) });
    },
    onError: (error) => toast.error('The setting was not changed', { description: error.message }),
  });
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4">
      <Switch
        id={id}
        checked={showOnWidget}
        disabled={!canChange || change.isPending}
        onCheckedChange={(on) => change.mutate(on)}
        aria-describedby={`${id}-hint`}
      />
      <div className="space-y-1">
        <Label htmlFor={id}>Show approved reviews in your chat widget</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Visitors see your average rating and the three newest approved comments, signed with the
          customer&apos;s first name.
        </p>
      </div>
    </div>
  );
}

/** The workspace's reviews to approve (shown on its site), correct or delete; saved at once. */
export function ReviewModeration({ workspaceId, canChange }: { workspaceId: string; canChange: boolean }) {
  const wording = useBusinessWording(workspaceId);
  const list = useQuery({
    queryKey: reviewsKey(workspaceId),
    queryFn: ({ signal }) => apiRequest(listReviewsContract, { params: { workspaceId } }, { signal }),
  });
  if (list.isPending) return <Spinner showLabel label="Loading reviews..." />;
  if (list.isError)
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        The reviews could not be loaded. {list.error.message}
      </p>
    );
  return (
    <div className="space-y-4">
      <WidgetDisplaySwitch
        workspaceId={workspaceId}
        showOnWidget={list.data.showOnWidget}
        canChange={canChange}
      />
      {list.data.items.length === 0 ? (
        <p className="text-muted-foreground">{REVIEWS_EMPTY[wording]}</p>
      ) : (
        <ul className="space-y-4" aria-label="Reviews">
          {list.data.items.map((review) => (
            // Keyed by content too: a saved change resets the item's draft to what was stored.
            <ReviewItem
              key={`${review.id}:${review.rating}:${review.comment}`}
              workspaceId={workspaceId}
              review={review}
              canChange={canChange}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

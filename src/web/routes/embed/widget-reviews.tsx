import { StarIcon } from 'lucide-react';
import type { WidgetReviews } from '../../../domain/contracts/widget.contract';

/**
 * The business's approved reviews above the chat, when its owner shows them: the mean rating and
 * the newest comment (the others in a disclosure, so the chat keeps the room).
 */
export function WidgetReviewsStrip({ reviews }: { reviews: WidgetReviews }) {
  const [first, ...rest] = reviews.latest;
  const label = `Rated ${reviews.average.toFixed(1)} out of 5 from ${reviews.count} ${reviews.count === 1 ? 'review' : 'reviews'}`;
  return (
    <section
      aria-label="Customer reviews"
      className="border-b px-4 py-2 text-sm"
      data-testid="widget-reviews"
    >
      <p className="flex items-center gap-1 font-medium">
        <StarIcon aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">
          {reviews.average.toFixed(1)} · {reviews.count} {reviews.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      {first ? <Quote review={first} /> : null}
      {rest.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs text-muted-foreground">More reviews</summary>
          {rest.map((review) => (
            <Quote key={`${review.author}:${review.comment}`} review={review} />
          ))}
        </details>
      ) : null}
    </section>
  );
}

function Quote({ review }: { review: WidgetReviews['latest'][number] }) {
  return (
    <blockquote className="mt-1 line-clamp-2 text-muted-foreground">
      &ldquo;{review.comment}&rdquo;
      {review.author ? <span className="not-italic"> &mdash; {review.author}</span> : null}
      <span className="sr-only"> ({review.rating} of 5)</span>
    </blockquote>
  );
}

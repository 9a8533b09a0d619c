import { StarIcon } from 'lucide-react';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../../domain/review-rules';
import { cn } from '../../lib/cn';

const STARS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, index) => REVIEW_RATING_MIN + index,
);

type StarRatingProps = {
  name: string;
  value: number;
  onChange: (value: number) => void;
  legend?: string;
  disabled?: boolean;
};

/**
 * Native radio buttons drawn as stars: the browser supplies the radio group semantics and arrow
 * key navigation, the stars are only decoration.
 */
export function StarRating({ name, value, onChange, legend = 'Rating', disabled }: StarRatingProps) {
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label key={stars} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span className="flex size-10 items-center justify-center rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
              <StarIcon
                aria-hidden="true"
                className={cn(
                  'size-7 transition-colors motion-reduce:transition-none',
                  stars <= value ? 'fill-amber-400 text-amber-600' : 'text-muted-foreground',
                )}
              />
            </span>
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" aria-hidden="true">
        {value} of {REVIEW_RATING_MAX}
      </p>
    </fieldset>
  );
}

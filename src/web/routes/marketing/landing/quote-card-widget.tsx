import { CreditCardIcon, Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { DEMO_QUOTE_CARD, UPSELLS } from '../../../../domain/demo-quotes';
import { formatUsd } from '../../../../domain/money';
import { useBrand } from '../../../app/brand-provider';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { demoQuoteWithUpsells, type UpsellId } from './quote-card-data';
import { useDemoQuotePayment } from './use-demo-quote-payment';

function Row({
  label,
  amount,
  strong = false,
  addOn = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  addOn?: boolean;
}) {
  return (
    <div className={cn('flex justify-between gap-4', strong && 'border-t pt-2 text-base font-bold')}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="tabular-nums">{addOn ? `+${formatUsd(amount)}` : formatUsd(amount)}</dd>
    </div>
  );
}

/**
 * A quote as the customer receives it, in the brand's own words, with add-ons that change the
 * total and a button that really pays for it (a demo quote, through our checkout).
 */
export function QuoteCardWidget() {
  const brand = useBrand();
  const titleId = useId();
  const [selected, setSelected] = useState<UpsellId[]>([]);
  const { pay, pending, prefetch } = useDemoQuotePayment();
  const quote = demoQuoteWithUpsells(selected);
  const chosen = UPSELLS.filter((u) => selected.includes(u.id));

  const toggle = (id: UpsellId, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  return (
    <Card asChild className="flex flex-col overflow-hidden">
      <article aria-labelledby={titleId}>
        <header className="bg-primary px-6 py-4 text-primary-foreground">
          <h3 id={titleId} className="text-lg font-semibold">
            {brand.quote_branding.header_title}
          </h3>
          <p className="text-sm">{brand.quote_branding.header_tagline}</p>
        </header>
        <div className="flex flex-1 flex-col gap-5 p-6 text-sm">
          <div>
            <p className="font-semibold">{DEMO_QUOTE_CARD.description}</p>
            <p className="text-muted-foreground">
              {DEMO_QUOTE_CARD.square_footage} sq ft · premium vinyl · for Demo Customer
            </p>
          </div>
          <dl className="space-y-1.5">
            <Row label="Material" amount={DEMO_QUOTE_CARD.material_cost} />
            <Row label="Setup" amount={DEMO_QUOTE_CARD.setup_fee} />
            {chosen.map((u) => (
              <Row key={u.id} label={u.name} amount={u.price} addOn />
            ))}
            <Row label="Subtotal" amount={quote.subtotal} />
            <Row label="Tax" amount={quote.tax_amount} />
            <Row label="Total" amount={quote.total_amount} strong />
          </dl>
          <fieldset className="space-y-2">
            <legend className="mb-2 font-semibold">Recommended add-ons</legend>
            {UPSELLS.map((upsell) => (
              <label
                key={upsell.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  checked={selected.includes(upsell.id)}
                  disabled={pending}
                  onChange={(event) => toggle(upsell.id, event.target.checked)}
                />
                <span className="flex-1">{upsell.name}</span>
                <span className="tabular-nums text-muted-foreground">+{formatUsd(upsell.price)}</span>
              </label>
            ))}
          </fieldset>
          <div className="mt-auto space-y-2">
            <Button
              size="lg"
              className="w-full"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => void pay(quote)}
              onPointerEnter={prefetch}
              onFocus={prefetch}
            >
              {pending ? (
                <>
                  <Loader2Icon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  Starting payment...
                </>
              ) : (
                <>
                  <CreditCardIcon aria-hidden="true" />
                  Pay {formatUsd(quote.total_amount)} now
                </>
              )}
            </Button>
            <p className="text-xs text-muted-foreground">
              A demo quote: the checkout opens in a new tab. {brand.quote_branding.footer_message}
            </p>
          </div>
        </div>
      </article>
    </Card>
  );
}

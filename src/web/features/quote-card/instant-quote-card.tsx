import { CheckCircle2Icon, CreditCardIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatUsd } from '../../../domain/money';
import { QUOTE_TOASTS } from '../../../domain/quotes';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../domain/validation/email';
import {
  MATERIALS,
  type Material,
  PROJECT_TYPES,
  type ProjectType,
  SECURE_QUOTE_MESSAGES,
} from '../../../domain/validation/secure-quote';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { toast } from '../../lib/toast';
import { createQuoteWithCustomer } from './create-quote';
import {
  INSTANT_QUOTE_DEFAULTS,
  INSTANT_QUOTE_SQFT_MAX,
  INSTANT_QUOTE_SQFT_MIN,
  INSTANT_QUOTE_TAX_PERCENT,
  type InstantQuote,
  isValidSquareFootage,
  MATERIAL_LABELS,
  PROJECT_TYPE_LABELS,
  priceInstantQuote,
} from './instant-quote-pricing';
import { payQuoteInNewTab } from './pay-quote';
import { QuoteBreakdown } from './quote-breakdown';

const SELECT_CLASS =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-50 sm:text-sm';
const SQFT_MESSAGE = `Enter a whole number of square feet from ${INSTANT_QUOTE_SQFT_MIN} to ${INSTANT_QUOTE_SQFT_MAX.toLocaleString('en-US')}`;

type CreatedQuote = { quoteId: string; quoteNumber: string; quote: InstantQuote };

function breakdownRows(quote: InstantQuote) {
  return [
    {
      label: `Material (${quote.square_footage} sq ft ${MATERIAL_LABELS[quote.material].toLowerCase()})`,
      value: formatUsd(quote.material_cost),
    },
    { label: 'Setup fee', value: formatUsd(quote.setup_fee) },
    { label: 'Subtotal', value: formatUsd(quote.subtotal) },
    { label: `Tax (${INSTANT_QUOTE_TAX_PERCENT}%)`, value: formatUsd(quote.tax_amount) },
    { label: 'Total', value: formatUsd(quote.total_amount), emphasis: true },
  ];
}

/** The live quote embed: pick a project, see the exact price, create the quote, pay it. */
export function InstantQuoteCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const id = useId();
  const [projectType, setProjectType] = useState<ProjectType>(INSTANT_QUOTE_DEFAULTS.projectType);
  const [material, setMaterial] = useState<Material>(INSTANT_QUOTE_DEFAULTS.material);
  const [sqftText, setSqftText] = useState(String(INSTANT_QUOTE_DEFAULTS.squareFootage));
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedQuote | null>(null);
  const [paying, setPaying] = useState(false);
  const typeRef = useRef<HTMLSelectElement>(null);
  const materialRef = useRef<HTMLSelectElement>(null);
  const sqftRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  // The page is prerendered: choices made before hydration are in the controls but not in state.
  useEffect(() => {
    const type = PROJECT_TYPES.find((t) => t === typeRef.current?.value);
    if (type) setProjectType(type);
    const chosen = MATERIALS.find((m) => m === materialRef.current?.value);
    if (chosen) setMaterial(chosen);
    if (sqftRef.current) setSqftText(sqftRef.current.value);
    if (emailRef.current?.value) setEmail(emailRef.current.value);
  }, []);

  const squareFootage = Number(sqftText);
  const sqftValid = sqftText.trim() !== '' && isValidSquareFootage(squareFootage);
  const priced = sqftValid ? priceInstantQuote({ projectType, material, squareFootage }) : null;
  const shown = created?.quote ?? priced;
  const ids = {
    sqftError: `${id}-sqft-error`,
    emailError: `${id}-email-error`,
    createError: `${id}-create-error`,
  };

  async function handleCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating || !priced) return;
    if (!isValidEmail(email.trim())) {
      setEmailError(SECURE_QUOTE_MESSAGES.invalidEmail);
      return;
    }
    setCreating(true);
    setCreateError(null);
    try {
      const answer = await createQuoteWithCustomer({ email }, priced);
      setCreated({ quoteId: answer.quote_id, quoteNumber: answer.quote_number, quote: priced });
      toast.success(QUOTE_TOASTS.created, { description: `Quote number ${answer.quote_number}` });
    } catch (error) {
      const detail = error instanceof ApiError && error.code ? error.message : null;
      setCreateError(detail ? `Failed to create quote: ${detail}` : QUOTE_TOASTS.createFailedFallback);
      toast.error(QUOTE_TOASTS.createFailedTitle, {
        description: detail ?? QUOTE_TOASTS.createFailedFallback,
      });
    } finally {
      setCreating(false);
    }
  }

  async function handlePay() {
    if (!created || paying) return;
    setPaying(true);
    await payQuoteInNewTab(created.quoteId);
    setPaying(false);
  }

  return (
    <Card asChild>
      <section aria-labelledby={`${id}-heading`}>
        <CardHeader>
          <Heading id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
            Instant quote
          </Heading>
          <CardDescription>Pick a project and see the exact price, tax included.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {created ? null : (
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-type`}>Project type</Label>
                <select
                  ref={typeRef}
                  id={`${id}-type`}
                  className={SELECT_CLASS}
                  value={projectType}
                  onChange={(e) =>
                    setProjectType(PROJECT_TYPES.find((t) => t === e.target.value) ?? projectType)
                  }
                >
                  {PROJECT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {PROJECT_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-material`}>Material</Label>
                <select
                  ref={materialRef}
                  id={`${id}-material`}
                  className={SELECT_CLASS}
                  value={material}
                  onChange={(e) => setMaterial(MATERIALS.find((m) => m === e.target.value) ?? material)}
                >
                  {MATERIALS.map((m) => (
                    <option key={m} value={m}>
                      {MATERIAL_LABELS[m]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-sqft`}>Square footage</Label>
                <Input
                  ref={sqftRef}
                  id={`${id}-sqft`}
                  type="number"
                  inputMode="numeric"
                  min={INSTANT_QUOTE_SQFT_MIN}
                  max={INSTANT_QUOTE_SQFT_MAX}
                  step={1}
                  value={sqftText}
                  aria-invalid={ariaInvalid(!sqftValid)}
                  aria-describedby={describedBy(!sqftValid && ids.sqftError)}
                  onChange={(e) => setSqftText(e.target.value)}
                />
              </div>
              <FieldMessage
                id={ids.sqftError}
                message={sqftValid ? null : SQFT_MESSAGE}
                className="sm:col-span-3"
              />
            </div>
          )}

          {shown ? <QuoteBreakdown rows={breakdownRows(shown)} /> : null}
          {/* Only the total is announced as the inputs change; the rows are there to read. */}
          <output aria-live="polite" className="sr-only">
            {shown ? `Total ${formatUsd(shown.total_amount)}` : ''}
          </output>

          {created ? (
            <div className="flex flex-col gap-4 rounded-lg border border-success/40 bg-success/5 p-4">
              <p className="flex items-center gap-2 font-semibold">
                <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
                {QUOTE_TOASTS.created}
              </p>
              <p className="text-sm">
                Quote number: <span className="font-mono font-semibold">{created.quoteNumber}</span>
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button onClick={handlePay} disabled={paying}>
                  {paying ? (
                    <Loader2Icon className="animate-spin" aria-hidden="true" />
                  ) : (
                    <CreditCardIcon aria-hidden="true" />
                  )}
                  Pay now
                  <span className="sr-only"> (opens in a new tab)</span>
                </Button>
                <Button variant="outline" onClick={() => setCreated(null)}>
                  Start a new quote
                </Button>
              </div>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={handleCreate}
              className="flex flex-col gap-3 sm:flex-row sm:items-start"
            >
              <div className="flex flex-1 flex-col gap-2">
                <Label htmlFor={`${id}-email`}>Your email</Label>
                <Input
                  ref={emailRef}
                  id={`${id}-email`}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={EMAIL_MAX_LENGTH}
                  value={email}
                  aria-invalid={ariaInvalid(emailError)}
                  aria-describedby={describedBy(emailError && ids.emailError, createError && ids.createError)}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setEmailError(null);
                  }}
                />
                <FieldMessage id={ids.emailError} message={emailError} />
                <FieldMessage id={ids.createError} message={createError} />
              </div>
              <Button type="submit" className="sm:mt-6" disabled={creating || !priced || email.trim() === ''}>
                {creating ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                Create Quote
              </Button>
            </form>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

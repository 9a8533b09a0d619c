import { CheckIcon } from 'lucide-react';
import { useBrand } from '../../../app/brand-provider';
import { AdminPortalCard } from './admin-portal-card';
import { QuoteCardWidget } from './quote-card-widget';
import { Section } from './section';

const POINTS = [
  'Your logo, colours and tone of voice in the chat widget',
  'Quotes and e-mails sent under your name, with your payment link',
  'Your own admin portal for leads, quotes, approvals and revenue',
  'Runs on your domain; your customers never see ours',
];

export function WhiteLabelSection() {
  const brand = useBrand();
  return (
    <Section
      id="white-label"
      title="White label: your brand, not ours"
      intro={`Every chat, quote and e-mail carries your brand. Here is a quote as ${brand.name} would send it, and the portal you manage it from.`}
      className="render-when-near [--estimated-height:1595px] lg:[--estimated-height:847px] bg-muted/40"
    >
      <ul className="mx-auto mb-12 grid max-w-3xl gap-3 sm:grid-cols-2">
        {POINTS.map((point) => (
          <li key={point} className="flex gap-2 text-sm">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <QuoteCardWidget />
        <AdminPortalCard />
      </div>
    </Section>
  );
}

import {
  BarChart3Icon,
  ClockIcon,
  MessageSquareIcon,
  PlugIcon,
  ReceiptIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Section } from './section';

const FEATURES = [
  {
    icon: MessageSquareIcon,
    title: 'Answers every question',
    text: 'Trained on your own price lists, FAQs and policies, and answers in your tone of voice.',
  },
  {
    icon: ReceiptIcon,
    title: 'Instant quotes',
    text: 'Prices come from your own rules, never guessed, and go out by e-mail with a payment link.',
  },
  {
    icon: ClockIcon,
    title: 'Works 24/7',
    text: 'Nights, weekends and holidays included, with follow-ups when a customer goes quiet.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Human hand-over',
    text: 'Approve answers before they are sent, or step into any conversation yourself.',
  },
  {
    icon: PlugIcon,
    title: 'Connects to your tools',
    text: 'Website chat, social DMs and your online shop, with leads synced to your CRM.',
  },
  {
    icon: BarChart3Icon,
    title: 'Clear analytics',
    text: 'Conversations, quotes, hot leads and revenue in one dashboard.',
  },
];

export function FeatureCardsSection() {
  return (
    <Section
      id="features"
      title="Everything a sales team does, automated"
      intro="Six things every agent does for you from day one."
      className="render-when-near [--estimated-height:1200px] lg:[--estimated-height:514px]"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title}>
            <Card className="h-full">
              <CardHeader>
                <f.icon className="size-6 text-brand" aria-hidden="true" />
                <CardTitle size="base">{f.title}</CardTitle>
                <CardDescription>{f.text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

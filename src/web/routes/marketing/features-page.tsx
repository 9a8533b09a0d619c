import {
  BarChart3Icon,
  BellRingIcon,
  BookOpenIcon,
  CalculatorIcon,
  GaugeIcon,
  type LucideIcon,
  MailIcon,
  PaletteIcon,
  RefreshCwIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { MARKETING_CLAIMS, MOST_POPULAR_BADGE, PLANS } from '../../../domain/plans';
import { FOLLOW_UP_TIMERS } from '../../../domain/ui-constants';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useDocumentMeta } from '../../lib/document-meta';

type Capability = { icon: LucideIcon; title: string; text: string; points: string[] };
type Group = { id: string; title: string; intro: string; items: Capability[] };

const hours = (ms: number) => ms / 3_600_000;
const minutes = (ms: number) => ms / 60_000;

const GROUPS: Group[] = [
  {
    id: 'conversations',
    title: 'Conversations',
    intro: 'Every question answered, in your words, with a person ready when it matters.',
    items: [
      {
        icon: BookOpenIcon,
        title: 'Answers from your own knowledge',
        text: 'Upload price lists, FAQs and policies as PDF, DOC or TXT files, or point the agent at your website.',
        points: [
          'Replies quote your own documents, not the open internet',
          'Your tone: professional, casual, premium or direct',
          'Says so and hands over when it does not know',
        ],
      },
      {
        icon: ShieldCheckIcon,
        title: 'Human hand-over and approvals (safe mode)',
        text: 'Keep a person in the loop for the answers that matter most.',
        points: [
          'Safe mode holds sensitive answers until you approve them',
          'Step into any conversation from the dashboard',
          'Urgent requests jump the queue',
        ],
      },
      {
        icon: PaletteIcon,
        title: 'Chat widget and white label',
        text: 'One line of code puts the agent on your site, in your colours and under your name.',
        points: [
          'Your logo, colours and tagline in chat, quotes and e-mails',
          'Works on your website, social DMs and online shop',
          'Only the domains you allow can embed it',
        ],
      },
    ],
  },
  {
    id: 'quotes',
    title: 'Quotes and payments',
    intro: 'From question to paid order without anyone typing a price.',
    items: [
      {
        icon: CalculatorIcon,
        title: 'Instant quotes from a deterministic engine',
        text: 'Prices are calculated from your own rules (per square foot, minimums, setup fees, tax), never made up by an AI model.',
        points: [
          'The same request always gets the same price',
          'Itemised: material, setup, subtotal and tax',
          'Add-ons and upsells offered at the right moment',
        ],
      },
      {
        icon: MailIcon,
        title: 'E-mailed quotes with payment links',
        text: 'The customer gets a branded quote by e-mail and pays it online in a couple of clicks.',
        points: [
          'Your header, tagline and footer on every quote',
          'Secure card checkout linked to the quote',
          'The quote is marked paid the moment the payment lands',
        ],
      },
      {
        icon: BellRingIcon,
        title: 'Automatic follow-ups',
        text: 'Leads that go quiet get a timely, friendly nudge.',
        points: [
          `Quote reminder ${hours(FOLLOW_UP_TIMERS.quoteReminderMs)} hours after sending, if still unpaid`,
          `Upsell offer ${hours(FOLLOW_UP_TIMERS.upsellMs)} hours after a quote is approved`,
          `Abandoned-chat e-mail after ${minutes(FOLLOW_UP_TIMERS.abandonedChatMs)} minutes of silence`,
        ],
      },
    ],
  },
  {
    id: 'leads',
    title: 'Leads and insight',
    intro: 'Know who is ready to buy and where your revenue comes from.',
    items: [
      {
        icon: GaugeIcon,
        title: 'Lead scoring and routing',
        text: 'Every lead is scored on engagement, value and urgency and routed to the right queue.',
        points: [
          'Hot, warm and cold leads at a glance',
          'High-value and urgent leads flagged for a fast reply',
          'A priority for every conversation in your pipeline',
        ],
      },
      {
        icon: RefreshCwIcon,
        title: 'CRM sync',
        text: 'Contacts, quotes and pipeline stages flow into your CRM as they happen.',
        points: [
          'New chats become leads; sent quotes move the stage',
          'Accepted quotes close the deal automatically',
          'Export leads whenever you need them',
        ],
      },
      {
        icon: BarChart3Icon,
        title: 'Analytics',
        text: 'Conversations, quotes, conversion and revenue in one dashboard.',
        points: [
          'See which agent and channel brings the most sales',
          'Track quotes from sent to paid',
          'Lead temperature and pipeline stage for every contact',
        ],
      },
    ],
  },
];

const AGENT_DEMOS: Record<string, string> = {
  socialagent: '/agent-demo-social',
  shopagent: '/shop-agent-demo',
  quoteagent: '/agent-demo-storefront',
};

function CapabilityCard({ item }: { item: Capability }) {
  return (
    <Card asChild className="h-full">
      <li>
        <CardHeader>
          <item.icon className="size-6 text-brand" aria-hidden="true" />
          <CardTitle size="base">{item.title}</CardTitle>
          <CardDescription>{item.text}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {item.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </CardContent>
      </li>
    </Card>
  );
}

export function FeaturesPage() {
  useDocumentMeta({
    title: 'Features',
    description:
      'What our AI sales agents do: answer from your knowledge, instant rule-based quotes, e-mailed quotes with payment links, human approvals, lead scoring, follow-ups, CRM sync, white label and analytics.',
  });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Everything your AI sales agent does
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Answer questions, quote prices, send quotes and payment links, hand over to a human and report the
          results, around the clock. Live in under {MARKETING_CLAIMS.setupMinutes} minutes.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/checkout">Get started</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/roi-calculator">Calculate your ROI</Link>
          </Button>
        </div>
      </header>

      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`} className="mt-20">
          <h2 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {group.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{group.intro}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {group.items.map((item) => (
              <CapabilityCard key={item.title} item={item} />
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="agents-heading" className="mt-20">
        <h2 id="agents-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Three agents, one platform
        </h2>
        <p className="mt-2 text-muted-foreground">
          Every agent has all of the above; each is tuned for where your customers are.
        </p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <Card asChild key={plan.id} className="flex flex-col">
              <article aria-labelledby={`agent-${plan.id}`}>
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    <CardTitle id={`agent-${plan.id}`}>{plan.name}</CardTitle>
                    {plan.highlight ? <Badge>{MOST_POPULAR_BADGE}</Badge> : null}
                  </div>
                  <CardDescription>{plan.description}</CardDescription>
                  <p className="mt-2 text-2xl font-bold">
                    ${plan.price}
                    <span className="text-base font-normal text-muted-foreground">/mo</span>
                  </p>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter className="flex flex-col gap-2">
                  <Button asChild className="w-full">
                    <Link to={`/checkout/${plan.id}`}>Choose {plan.name}</Link>
                  </Button>
                  <Button asChild variant="outline" className="w-full">
                    <Link to={AGENT_DEMOS[plan.id] ?? '/'}>See the {plan.name} demo</Link>
                  </Button>
                </CardFooter>
              </article>
            </Card>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="features-cta-heading"
        className="mt-20 rounded-2xl border bg-muted/40 p-8 text-center"
      >
        <h2 id="features-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          See what it is worth to you
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          No setup fees and a {MARKETING_CLAIMS.moneyBackDays}-day money-back guarantee on new subscriptions.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/roi-calculator">Calculate your ROI</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/checkout">Start now</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

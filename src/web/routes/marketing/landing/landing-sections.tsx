import {
  BarChart3Icon,
  BotIcon,
  ClockIcon,
  FileTextIcon,
  MessageSquareIcon,
  PaletteIcon,
  PlugIcon,
  ReceiptIcon,
  RocketIcon,
  ShieldCheckIcon,
  UploadIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MARKETING_CLAIMS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { scrollToSection } from '../../../lib/scroll';

function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-20 py-16 sm:py-24', className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-muted-foreground">{intro}</p> : null}
        </div>
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </section>
  );
}

export function LiveDemoSection() {
  return (
    <Section
      id="live-demo"
      title="Try your custom demo live"
      intro="Tell us your website and we will generate a preview of an agent that answers like your business does."
      className="bg-muted/40"
    >
      <Card className="mx-auto max-w-2xl">
        <CardHeader>
          <CardTitle>Preview generator</CardTitle>
          <CardDescription>
            The preview generator is being connected. Meanwhile, chat with a live agent in one of our demos.
          </CardDescription>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/shop-agent-demo/live">Chat with ShopAgent</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/social-agent-demo/live">Chat with SocialAgent</Link>
            </Button>
          </div>
        </CardHeader>
      </Card>
    </Section>
  );
}

const STEPS = [
  {
    icon: BotIcon,
    title: 'Pick an agent',
    text: 'Choose ShopAgent, SocialAgent or QuoteAgent for the job you need done.',
  },
  {
    icon: UploadIcon,
    title: 'Upload your content',
    text: 'Add your price lists, FAQs and policies as PDF, DOC or TXT files.',
  },
  {
    icon: RocketIcon,
    title: 'Launch',
    text: `Go live on your site in under ${MARKETING_CLAIMS.setupMinutes} minutes.`,
  },
];

export function HowItWorksSection() {
  return (
    <Section
      id="how-it-works"
      title="How it works"
      intro="Three steps from sign-up to your first AI-answered lead."
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full">
              <CardHeader>
                <step.icon className="size-8 text-brand" aria-hidden="true" />
                <CardTitle>
                  <span className="text-muted-foreground">{index + 1}. </span>
                  {step.title}
                </CardTitle>
                <CardDescription>{step.text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function WhiteLabelSection() {
  return (
    <Section
      id="white-label"
      title="Your brand, not ours"
      intro="Your logo, colours and tone of voice in every chat, quote and e-mail. Customers only ever see your business."
      className="bg-muted/40"
    >
      <div className="flex justify-center">
        <PaletteIcon className="size-12 text-brand" aria-hidden="true" />
      </div>
    </Section>
  );
}

const PRODUCTS = [
  {
    value: 'shop',
    label: 'ShopAgent',
    demo: '/shop-agent-demo',
    question: 'Do you have this jacket in medium?',
    answer: 'Yes, medium is in stock. Add the matching scarf and save 10% on both.',
  },
  {
    value: 'social',
    label: 'SocialAgent',
    demo: '/agent-demo-social',
    question: 'Hi! Are you open on Saturdays?',
    answer: 'We are, 9am to 4pm. Would you like me to book you a slot?',
  },
  {
    value: 'quote',
    label: 'QuoteAgent',
    demo: '/agent-demo-storefront',
    question: 'How much for a storefront sign?',
    answer: 'A 6 ft storefront sign starts at $1,299 installed. Shall I send you an exact quote?',
  },
];

export function ProductTabsSection() {
  return (
    <Section id="products" title="Meet the agents" intro="Sample conversations from each agent.">
      <Tabs defaultValue="shop" className="mx-auto max-w-2xl">
        <TabsList className="w-full">
          {PRODUCTS.map((p) => (
            <TabsTrigger key={p.value} value={p.value}>
              {p.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PRODUCTS.map((p) => (
          <TabsContent key={p.value} value={p.value}>
            <Card className="p-6">
              <p className="ml-auto w-fit max-w-[85%] rounded-2xl bg-primary px-4 py-2 text-sm text-primary-foreground">
                <span className="sr-only">Customer: </span>
                {p.question}
              </p>
              <p className="mt-3 w-fit max-w-[85%] rounded-2xl bg-muted px-4 py-2 text-sm">
                <span className="sr-only">Agent: </span>
                {p.answer}
              </p>
              <Button asChild className="mt-6" variant="outline">
                <Link to={p.demo}>See the {p.label} demo</Link>
              </Button>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}

const FEATURES = [
  {
    icon: MessageSquareIcon,
    title: 'Answers every question',
    text: 'Trained on your own content, in your tone.',
  },
  { icon: ReceiptIcon, title: 'Instant quotes', text: 'Prices from your rules, sent with a payment link.' },
  { icon: ClockIcon, title: 'Works 24/7', text: 'Nights, weekends and holidays included.' },
  { icon: PlugIcon, title: 'Connects to your tools', text: 'Website chat, social DMs, online shop and CRM.' },
  { icon: BarChart3Icon, title: 'Clear analytics', text: 'Leads, quotes and revenue in one dashboard.' },
  { icon: ShieldCheckIcon, title: 'Human hand-over', text: 'Approve answers or step in whenever you like.' },
];

export function FeatureCardsSection() {
  return (
    <Section id="features" title="Everything a sales team does, automated">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title}>
            <Card className="h-full">
              <CardHeader>
                <f.icon className="size-6 text-brand" aria-hidden="true" />
                <CardTitle className="text-base">{f.title}</CardTitle>
                <CardDescription>{f.text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ClosingCtaSection() {
  return (
    <Section
      id="get-started"
      title="Ready to stop missing sales?"
      intro={`Join ${MARKETING_CLAIMS.businesses} businesses. No setup fees, ${MARKETING_CLAIMS.moneyBackDays}-day money-back guarantee.`}
    >
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={() => scrollToSection('pricing')}>
          See pricing
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/roi-calculator">
            <FileTextIcon aria-hidden="true" />
            Calculate your ROI
          </Link>
        </Button>
      </div>
    </Section>
  );
}

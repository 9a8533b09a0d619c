import { BotIcon, RocketIcon, UploadIcon } from 'lucide-react';
import { MARKETING_CLAIMS } from '../../../../domain/plans';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Section } from './section';

const STEPS = [
  {
    icon: BotIcon,
    title: 'Pick an agent',
    text: 'Choose ShopAgent, SocialAgent or QuoteAgent for the job you need done.',
  },
  {
    icon: UploadIcon,
    title: 'Upload your content',
    text: 'Add your price lists, FAQs and policies as PDF, DOC or TXT files. The agent answers from them.',
  },
  {
    icon: RocketIcon,
    title: 'Launch',
    text: `Paste one line of code on your site and go live in under ${MARKETING_CLAIMS.setupMinutes} minutes.`,
  },
];

export function HowItWorksSection() {
  return (
    <Section
      id="how-it-works"
      title="How it works"
      intro="Three steps from sign-up to your first AI-answered lead, with no developer needed."
      className="render-when-near [--estimated-height:734px] lg:[--estimated-height:321px]"
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full">
              <CardHeader>
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground font-bold"
                  >
                    {index + 1}
                  </span>
                  <step.icon className="size-6 text-brand" aria-hidden="true" />
                </span>
                <CardTitle className="mt-2">
                  <span className="sr-only">Step {index + 1}: </span>
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

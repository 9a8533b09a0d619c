import { SparklesIcon } from 'lucide-react';
import { useBrand } from '../../../app/brand-provider';
import { Button } from '../../../components/ui/button';
import { scrollToSection } from '../../../lib/scroll';

function SampleChat() {
  return (
    <figure
      aria-label="Sample conversation with an AI sales agent"
      className="w-full max-w-md rounded-2xl border bg-card p-4 shadow-lg"
    >
      <div className="space-y-3 text-sm">
        <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-primary-foreground">
          <span className="sr-only">Customer: </span>
          How much would a full wrap for my delivery van cost?
        </p>
        <p className="w-fit max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-4 py-2">
          <span className="sr-only">Agent: </span>
          Happy to help! For a standard cargo van, a full wrap starts around $1,800. Want me to e-mail you a
          detailed quote?
        </p>
      </div>
      <figcaption className="mt-3 text-xs text-muted-foreground">
        Example reply; live demos are further down.
      </figcaption>
    </figure>
  );
}

export function HeroSection() {
  const brand = useBrand();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm text-muted-foreground">
            <SparklesIcon className="size-4 text-brand" aria-hidden="true" />
            {brand.tagline}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            AI sales agents that answer, quote and close for your small business
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Answer every customer question, send instant quotes and payment links, and hand over to a human
            when it matters, around the clock, in your website chat, social DMs and online shop.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" variant="outline" onClick={() => scrollToSection('how-it-works')}>
              How it works
            </Button>
            <Button size="lg" onClick={() => scrollToSection('live-demo')}>
              Try Your Custom Demo Live
            </Button>
          </div>
        </div>
        <div className="flex justify-center lg:justify-end">
          <SampleChat />
        </div>
      </div>
    </section>
  );
}

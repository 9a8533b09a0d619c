import { useBrand } from '../../../app/brand-provider';
import { DeferredHydration } from '../../../lib/deferred-hydration';
import { HydrateOnView } from '../../../lib/hydrate-on-view';
import { SampleChat } from './sample-chat';
import { SectionLink } from './section-link';

// The hero is text and CSS only: no images, icons or web fonts, so the heading (the largest
// text on the page) is the largest contentful paint and appears with the first render.
function HeroCopy() {
  const brand = useBrand();
  return (
    <div id="hero-copy" className="min-w-0">
      <p className="inline-flex max-w-full items-center gap-2 rounded-full border px-3 py-1 text-sm text-muted-foreground">
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand" />
        <span className="truncate">{brand.tagline}</span>
      </p>
      <h1
        id="hero-heading"
        className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        AI sales agents that answer, quote and close for your business
      </h1>
      <p className="mt-6 max-w-xl text-base text-muted-foreground sm:text-lg">
        Answer every question, send instant quotes with payment links and hand over to a human when it
        matters, around the clock, in your website chat, social DMs and online shop.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <SectionLink section="live-demo" size="lg">
          Try Your Custom Demo Live
        </SectionLink>
        <SectionLink section="how-it-works" size="lg" variant="outline">
          How it works
        </SectionLink>
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="relative overflow-hidden py-14 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        {/* On screen from the start, but hydrated in a task after the page's and the header's
            (decision record 049); a press or click that comes first is held and replayed. */}
        <HydrateOnView id="hero-copy">
          <HeroCopy />
        </HydrateOnView>
        <div className="flex min-w-0 justify-center lg:justify-end">
          {/* Its own turn: five copies of a conversation (see SampleChat) are most of the hero's
              nodes, and the animation waits for its rotation time anyway. */}
          <DeferredHydration order={1}>
            <SampleChat />
          </DeferredHydration>
        </div>
      </div>
    </section>
  );
}

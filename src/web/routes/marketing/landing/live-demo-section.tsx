import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { asksToStartPreview, PREVIEW_START } from '../../../../domain/preview-start';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ChatBubble } from './chat-bubbles';
import { Section } from './section';

type GeneratorModule = typeof import('../../../features/preview-generator/preview-generator');
let generatorModule: Promise<GeneratorModule> | undefined;

/**
 * The generator is its own chunk, fetched when a visitor shows interest (pointer over or focus on
 * the button) and at the latest on the click, so the landing page's first load does not carry it.
 */
function loadGenerator(): Promise<GeneratorModule> {
  generatorModule ??= import('../../../features/preview-generator/preview-generator').catch((error) => {
    // A failed fetch (e.g. offline) may succeed on the next click.
    generatorModule = undefined;
    throw error;
  });
  return generatorModule;
}

function preloadGenerator() {
  loadGenerator().catch(() => {});
}

type Opened =
  | { status: 'intro' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'open'; Generator: ComponentType };

function Intro({ opened, onStart }: { opened: Opened; onStart: () => void }) {
  return (
    <>
      <div className="flex flex-col gap-3 rounded-xl border bg-background p-4">
        <ChatBubble from="customer">Do you have a minimum order, and how fast do you ship?</ChatBubble>
        <ChatBubble from="agent">
          No minimum order at all. Orders placed before 2 pm ship the same day, and you get a tracking link by
          e-mail. Want a quote for your project?
        </ChatBubble>
      </div>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-4">
          {/* A real form, so the button works from the first paint: before the page's script runs,
              submitting loads /?preview=start#live-demo, which opens the generator once it runs. */}
          <form
            action={PREVIEW_START.action}
            method="get"
            className="w-full sm:w-auto"
            onSubmit={(event) => {
              event.preventDefault();
              onStart();
            }}
          >
            <input type="hidden" name={PREVIEW_START.param} value={PREVIEW_START.value} />
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              onPointerEnter={preloadGenerator}
              onFocus={preloadGenerator}
              aria-describedby="live-demo-hint"
            >
              Create My Preview
            </Button>
          </form>
          {opened.status === 'loading' ? (
            <Spinner showLabel label="Loading the preview generator..." />
          ) : null}
        </div>
        {opened.status === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            The preview generator could not be loaded. Check your connection and try again.
          </p>
        ) : null}
        <p id="live-demo-hint" className="text-sm text-muted-foreground">
          Six quick questions, about a minute. Prefer to chat right away? Try a live agent:
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/shop-agent-demo/live">Chat with ShopAgent</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/social-agent-demo/live">Chat with SocialAgent</Link>
          </Button>
        </div>
      </div>
    </>
  );
}

/** The preview generator's place on the landing page: its intro with a sample conversation, then the generator. */
export function LiveDemoSection() {
  const [opened, setOpened] = useState<Opened>({ status: 'intro' });
  const { search } = useLocation();

  const start = useCallback(() => {
    setOpened({ status: 'loading' });
    loadGenerator().then(
      (module) => setOpened({ status: 'open', Generator: module.PreviewGenerator }),
      () => setOpened({ status: 'failed' }),
    );
  }, []);

  // The "Create My Preview" form submitted before the script ran (or a link to it): open it now.
  // Read in an effect, as the prerendered page's first render knows no query string.
  useEffect(() => {
    if (asksToStartPreview(search)) start();
  }, [search, start]);

  return (
    <Section
      id="live-demo"
      title="Try your custom demo live"
      intro="Tell us your website and we will generate a preview of an agent that answers your customers the way your business does."
      className="render-when-near [--estimated-height:793px] lg:[--estimated-height:585px] bg-muted/40"
    >
      <Card className="mx-auto max-w-2xl">
        {/* Narrower padding on phones leaves the chat bubbles and the live agent's frame more room. */}
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>Your custom preview</CardTitle>
          <CardDescription>
            A question one of your customers might ask, and the answer your agent gives.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6 px-4 sm:px-6">
          {opened.status === 'open' ? <opened.Generator /> : <Intro opened={opened} onStart={start} />}
        </CardContent>
      </Card>
    </Section>
  );
}

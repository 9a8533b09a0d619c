import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ChatBubble } from './chat-bubbles';
import { Section } from './section';

/**
 * The preview generator's place on the landing page. The generator itself (questionnaire,
 * generation, result) is a separate piece of work; until it lands, this section shows its intro
 * with the sample conversation and says plainly that the button is not ready.
 */
export function LiveDemoSection() {
  return (
    <Section
      id="live-demo"
      title="Try your custom demo live"
      intro="Tell us your website and we will generate a preview of an agent that answers your customers the way your business does."
      className="bg-muted/40"
    >
      <Card className="mx-auto max-w-2xl">
        <CardHeader>
          <CardTitle>Your custom preview</CardTitle>
          <CardDescription>
            A question one of your customers might ask, and the answer your agent gives.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="flex flex-col gap-3 rounded-xl border bg-background p-4">
            <ChatBubble from="customer">Do you have a minimum order, and how fast do you ship?</ChatBubble>
            <ChatBubble from="agent">
              No minimum order at all. Orders placed before 2 pm ship the same day, and you get a tracking
              link by e-mail. Want a quote for your project?
            </ChatBubble>
          </div>
          <div className="space-y-3">
            <Button size="lg" className="w-full sm:w-auto" disabled aria-describedby="live-demo-status">
              Create My Preview
            </Button>
            <p id="live-demo-status" className="text-sm text-muted-foreground">
              The preview generator is coming soon. Meanwhile, chat with a live agent:
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
        </CardContent>
      </Card>
    </Section>
  );
}

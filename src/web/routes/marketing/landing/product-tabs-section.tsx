import { ArrowRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ProductDemoChat } from './product-demo-chat';
import { PRODUCT_DEMOS, type ProductKey } from './product-demos';
import { Section } from './section';

/** One tab per agent with a sample conversation; the chosen tab decides where the demo link goes. */
export function ProductTabsSection() {
  const [selected, setSelected] = useState<ProductKey>('shop');
  const current = PRODUCT_DEMOS.find((p) => p.key === selected) ?? PRODUCT_DEMOS[0]!;

  return (
    <Section
      id="products"
      title="Meet the agents"
      intro="Pick an agent, ask it a question and see how it answers your customers."
      className="render-when-near [--estimated-height:720px] lg:[--estimated-height:656px]"
    >
      <Tabs
        value={selected}
        onValueChange={(value) => setSelected(value as ProductKey)}
        className="mx-auto max-w-2xl"
      >
        <TabsList aria-label="Agents" fill>
          {PRODUCT_DEMOS.map((p) => (
            <TabsTrigger key={p.key} value={p.key}>
              {p.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PRODUCT_DEMOS.map((p) => (
          <TabsContent key={p.key} value={p.key} className="space-y-4">
            <p className="text-center text-muted-foreground">{p.blurb}</p>
            <ProductDemoChat demo={p} />
          </TabsContent>
        ))}
        <div className="mt-6 flex justify-center">
          <Button asChild size="lg">
            <Link to={current.route}>
              Open the {current.label} demo
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Tabs>
    </Section>
  );
}

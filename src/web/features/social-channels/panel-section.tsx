import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';

/** One titled section of the Social channels page, reachable by its anchor (#id). */
export function PanelSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card asChild>
      <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
        <CardHeader>
          <h2 id={`${id}-heading`} className="text-lg font-semibold leading-tight">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card';

/**
 * One titled section of a signed-in page (Settings, Install, Social channels), reachable by its
 * anchor (#id).
 */
export function PageSection({
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

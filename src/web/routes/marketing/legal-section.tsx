import type { ReactNode } from 'react';

export function LegalSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="mt-10 scroll-mt-24">
      <h2 id={id ? `${id}-heading` : undefined} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground">
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useDocumentMeta } from '../../lib/document-meta';

type SimplePageProps = {
  title: string;
  /** One honest sentence under the heading. */
  lead?: ReactNode;
  description?: string;
  children?: ReactNode;
  className?: string;
};

/** A titled content page inside the site layout (legal pages, pages still being built). */
export function SimplePage({ title, lead, description, children, className }: SimplePageProps) {
  useDocumentMeta({ title, description });
  return (
    <div className={cn('mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16', className)}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg text-muted-foreground">{lead}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}

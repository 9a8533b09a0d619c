import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../../../domain/plans';
import { useDocumentMeta } from '../../../lib/document-meta';
import { LegalSection } from '../legal-section';

export interface LegalSectionContent {
  id: string;
  title: string;
  body: ReactNode;
}

type LegalDocumentProps = {
  title: string;
  description: string;
  intro: ReactNode;
  sections: readonly LegalSectionContent[];
};

/** Shared frame of the privacy policy and the terms: date, contents list, numbered sections. */
export function LegalDocument({ title, description, intro, sections }: LegalDocumentProps) {
  useDocumentMeta({ title, description });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated {LEGAL_LAST_UPDATED}</p>
        <div className="mt-6 space-y-3 text-lg leading-relaxed">{intro}</div>
      </header>
      <nav aria-label="On this page" className="mt-8 rounded-lg border bg-card p-4">
        <p className="text-sm font-semibold">On this page</p>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <LegalSection key={section.id} id={section.id} title={`${index + 1}. ${section.title}`}>
          {section.body}
        </LegalSection>
      ))}
    </article>
  );
}

import { useDocumentMeta } from '../../lib/document-meta';

export function AdminPageHeader({ title, lead }: { title: string; lead: string }) {
  useDocumentMeta({ title: `${title} · Admin` });
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">{lead}</p>
    </div>
  );
}

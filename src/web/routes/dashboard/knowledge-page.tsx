import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useDocumentMeta } from '../../lib/document-meta';

export function KnowledgePage() {
  useDocumentMeta({ title: 'Knowledge Base' });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Knowledge Base</h1>
        <p className="mt-1 text-muted-foreground">
          The facts, prices and policies your AI agents answer from. The knowledge manager is being connected.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {['Upload Documents', 'Scrape Website', 'Training Status'].map((title) => (
          <Card key={title}>
            <CardHeader>
              <CardTitle size="base">{title}</CardTitle>
              <CardDescription>Coming with the knowledge manager.</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </div>
  );
}

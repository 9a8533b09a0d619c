import { Link } from 'react-router';
import { NOT_FOUND } from '../../../domain/ui-constants';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/document-meta';

export function NotFoundPage() {
  useDocumentMeta({
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  });
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{NOT_FOUND.message}</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">{NOT_FOUND.linkText}</Link>
      </Button>
    </div>
  );
}

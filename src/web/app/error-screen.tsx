import { AlertTriangleIcon } from 'lucide-react';
import { ERROR_BOUNDARY } from '../../domain/ui-constants';
import { Button } from '../components/ui/button';

/** The spec's generic "Something went wrong" screen with a 'Refresh Page' button. */
export function ErrorScreen({ title = ERROR_BOUNDARY.title }: { title?: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-6 text-foreground">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <AlertTriangleIcon className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">
          An unexpected error occurred. Refreshing the page usually fixes it; if not, please try again in a
          few minutes.
        </p>
        <Button onClick={() => window.location.reload()}>{ERROR_BOUNDARY.buttonText}</Button>
      </div>
    </main>
  );
}

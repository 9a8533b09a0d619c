import { DownloadIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

// The dialog's code (the dialog primitives, the form library, the date checks) is not part of the
// dashboard's first load: it is fetched when the button is first pressed (or pointed at).
const loadForm = () => import('./leads-export-form');
const LeadsExportFormDialog = lazy(async () => ({ default: (await loadForm()).LeadsExportFormDialog }));

/** "Export leads": the button, and the dialog once asked for. */
export function LeadsExportDialog({ workspaceId }: { workspaceId: string }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadForm().catch(() => {})}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <DownloadIcon aria-hidden="true" />
        Export leads
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <LeadsExportFormDialog
            workspaceId={workspaceId}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}

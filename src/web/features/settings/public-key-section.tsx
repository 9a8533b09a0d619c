import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  rotatePublicKeyContract,
  type WorkspaceSettingsView,
} from '../../../domain/contracts/workspace-settings.contract';
import { CopyButton } from '../../components/copy-button';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useSaveSettings } from './use-workspace-settings';

/** The widget's public key: copy it, or replace it after a warning that the snippet must be pasted again. */
export function PublicKeySection({
  settings,
  canEdit,
}: {
  settings: WorkspaceSettingsView;
  canEdit: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const rotate = useSaveSettings(rotatePublicKeyContract, settings.workspaceId, {
    success: 'New public key made: paste the new widget snippet into your site',
    failure: 'Failed to rotate the public key',
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 text-sm break-all">
          <span className="sr-only">Public key: </span>
          <code className="font-mono" data-testid="public-key">
            {settings.publicKey}
          </code>
        </p>
        <div className="flex gap-2">
          <CopyButton text={settings.publicKey} label="Copy key" />
          {canEdit ? (
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={rotate.isPending}>
              <RefreshCwIcon aria-hidden="true" />
              Rotate key
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        The key is public: it is in your widget snippet and lets visitors chat, nothing more. The snippet is
        on the{' '}
        <Link to="/install" className="underline underline-offset-4">
          Install on your website
        </Link>{' '}
        page.
      </p>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rotate the public key?</DialogTitle>
            <DialogDescription>
              The current key stops working at once: the widget on your website shows no chat until you paste
              the new snippet into every page where it is installed.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(
                  { params: { workspaceId: settings.workspaceId } },
                  { onSuccess: () => setConfirming(false) },
                )
              }
            >
              {rotate.isPending ? 'Rotating...' : 'Rotate key'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

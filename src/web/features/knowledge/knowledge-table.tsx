import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import type { KnowledgeItem } from '../../../domain/contracts/knowledge.contract';
import { relativeTime } from '../../../domain/relative-time';
import { contentPreview, KNOWLEDGE_MESSAGES, tagsSummary } from '../../../domain/validation/knowledge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../lib/toast';
import { CATEGORY_LABELS } from './knowledge-labels';
import { useDeleteKnowledgeItem } from './use-knowledge-items';

function TagsCell({ tags }: { tags: string[] }) {
  const { visible, overflowLabel } = tagsSummary(tags);
  return (
    <div className="flex flex-wrap gap-1">
      {visible.map((tag) => (
        <Badge key={tag} variant="outline">
          {tag}
        </Badge>
      ))}
      {overflowLabel ? (
        <Badge variant="secondary" title={tags.slice(3).join(', ')}>
          {overflowLabel}
        </Badge>
      ) : null}
    </div>
  );
}

/** The spec's columns: Title with a 100-character preview, Category, Tags, Updated, Actions. */
export function KnowledgeTable({
  workspaceId,
  items,
  onEdit,
  onFocusLost,
}: {
  workspaceId: string;
  items: KnowledgeItem[];
  onEdit: (item: KnowledgeItem) => void;
  /** Focus somewhere sensible when the dialog closes and its Delete button is gone. */
  onFocusLost: () => void;
}) {
  const [deleting, setDeleting] = useState<KnowledgeItem | null>(null);
  // The dialog opens without a Radix trigger, so Radix cannot give focus back by itself: it goes
  // back to the row's Delete button (WCAG 2.4.3), or, once the item is deleted and its row gone,
  // where the list says (`onFocusLost`), never to the page's start.
  const deleteButton = useRef<HTMLButtonElement | null>(null);
  const remove = useDeleteKnowledgeItem(workspaceId);
  const now = new Date();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(KNOWLEDGE_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(KNOWLEDGE_MESSAGES.deleteFailed, { description: (error as Error).message });
    }
  };

  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Title
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Category
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
                Tags
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                Updated
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b align-top last:border-b-0">
                <td className="max-w-md px-4 py-3">
                  <p className="font-medium break-words">{item.title}</p>
                  <p className="mt-1 text-muted-foreground break-words">{contentPreview(item.content)}</p>
                </td>
                <td className="px-4 py-3">
                  <Badge variant="secondary">{CATEGORY_LABELS[item.category]}</Badge>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <TagsCell tags={item.tags} />
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground sm:table-cell">
                  <time dateTime={item.updatedAt}>{relativeTime(new Date(item.updatedAt), now)}</time>
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => onEdit(item)}
                      aria-label={`Edit ${item.title}`}
                    >
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={(event) => {
                        deleteButton.current = event.currentTarget;
                        setDeleting(item);
                      }}
                      aria-label={`Delete ${item.title}`}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const button = deleteButton.current;
            if (button?.isConnected) button.focus();
            else onFocusLost();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete this knowledge item?</DialogTitle>
            <DialogDescription>
              “{deleting?.title}” will be removed, and your agents will no longer answer from it.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

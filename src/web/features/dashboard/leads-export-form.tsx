import { zodResolver } from '@hookform/resolvers/zod';
import { DownloadIcon } from 'lucide-react';
import { type RefObject, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { leadsExportContract, leadsExportQuerySchema } from '../../../domain/contracts/dashboard.contract';
import { defaultExportRange, exportFilename, LEAD_EXPORT_LIMITS } from '../../../domain/lead-export';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { routeUrl } from '../../lib/api-client';
import { toast } from '../../lib/toast';

type ExportForm = z.input<typeof leadsExportQuerySchema>;

/** Lets the browser download the file: the server streams it straight to disk. */
function download(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The "Export leads" dialog: a date range (the last 30 days by default) and JSON or CSV,
 * downloaded. Its code loads when the button (leads-export-dialog.tsx) is first pressed.
 */
export function LeadsExportFormDialog({
  workspaceId,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  workspaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close (it is no Radix trigger). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const id = useId();
  const form = useForm<ExportForm, unknown, z.output<typeof leadsExportQuerySchema>>({
    resolver: zodResolver(leadsExportQuerySchema),
    defaultValues: { ...defaultExportRange(new Date()), format: 'csv' },
  });
  const errors = form.formState.errors;
  const setOpen = onOpenChange;

  // Each opening starts from the last 30 days again, keeping the format chosen last time.
  useEffect(() => {
    if (open) form.reset({ ...defaultExportRange(new Date()), format: form.getValues('format') ?? 'csv' });
  }, [open, form]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Export leads</DialogTitle>
          <DialogDescription>
            Leads whose first contact falls in the range, with their score, routing, quotes and payments (at
            most {LEAD_EXPORT_LIMITS.maxDays} days).
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Export leads"
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((query) => {
            download(
              routeUrl(leadsExportContract, { params: { workspaceId }, query }),
              exportFilename(query.from, query.to, query.format),
            );
            toast.success('Export started', { description: 'Your browser is downloading the file.' });
            setOpen(false);
          })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="From"
              type="date"
              required
              error={errors.from?.message}
              {...form.register('from')}
            />
            <FormField label="To" type="date" required error={errors.to?.message} {...form.register('to')} />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Format</legend>
            <div className="flex gap-6">
              <label htmlFor={`${id}-csv`} className="flex items-center gap-2 text-sm">
                <input id={`${id}-csv`} type="radio" value="csv" {...form.register('format')} />
                CSV (spreadsheets)
              </label>
              <label htmlFor={`${id}-json`} className="flex items-center gap-2 text-sm">
                <input id={`${id}-json`} type="radio" value="json" {...form.register('format')} />
                JSON
              </label>
            </div>
          </fieldset>
          <DialogFooter>
            <Button type="submit">
              <DownloadIcon aria-hidden="true" />
              Download
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

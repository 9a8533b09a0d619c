import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  putWidgetContract,
  type WorkspaceSettingsView,
  widgetSettingsSchema,
} from '../../../domain/contracts/workspace-settings.contract';
import type { WidgetPosition } from '../../../domain/widget-position';
import { Button } from '../../components/ui/button';
import { useSaveSettings } from './use-workspace-settings';

type WidgetValues = z.input<typeof widgetSettingsSchema>;

const POSITIONS: { value: WidgetPosition; label: string }[] = [
  { value: 'bottom-right', label: 'Bottom right' },
  { value: 'bottom-left', label: 'Bottom left' },
];

/**
 * Which bottom corner of the business's pages the chat launcher (and the chat panel above it)
 * takes. No new snippet: the loader asks for it with the launcher's colour. Each visitor's
 * browser keeps that answer five minutes, then uses it once more while it fetches a fresh one
 * (LAUNCHER_CACHE_CONTROL): hence what the legend promises.
 */
export function WidgetPositionForm({
  settings,
  canEdit,
}: {
  settings: WorkspaceSettingsView;
  canEdit: boolean;
}) {
  const form = useForm<WidgetValues, unknown, z.output<typeof widgetSettingsSchema>>({
    resolver: zodResolver(widgetSettingsSchema),
    defaultValues: { position: settings.widget.position },
  });
  const save = useSaveSettings(putWidgetContract, settings.workspaceId, {
    success: 'Widget position saved',
    failure: 'Failed to save the widget position',
  });
  const { reset } = form;
  useEffect(() => reset({ position: settings.widget.position }), [settings.widget.position, reset]);

  return (
    <form
      noValidate
      aria-label="Widget position"
      onSubmit={form.handleSubmit((body) =>
        save.mutate({ params: { workspaceId: settings.workspaceId }, body }),
      )}
    >
      <fieldset disabled={!canEdit || save.isPending} className="flex flex-col gap-4">
        <legend className="text-sm text-muted-foreground">
          Where the chat button sits on your pages. A new visitor sees a change at once; someone who opened
          your site in the last five minutes may still see the old side until then, and on one more page
          after.
          {canEdit ? '' : ' Only the workspace owner can change it.'}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {POSITIONS.map((position) => (
            <label
              key={position.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                value={position.value}
                className="size-4 accent-primary"
                {...form.register('position')}
              />
              {position.label}
            </label>
          ))}
        </div>
        {canEdit ? (
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save position'}
          </Button>
        ) : null}
      </fieldset>
    </form>
  );
}

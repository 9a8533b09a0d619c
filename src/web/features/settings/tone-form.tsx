import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  putToneContract,
  toneSettingsSchema,
  type WorkspaceSettingsView,
} from '../../../domain/contracts/workspace-settings.contract';
import { TONES } from '../../../domain/validation/preview-questionnaire';
import { Button } from '../../components/ui/button';
import { useSaveSettings } from './use-workspace-settings';

type ToneValues = z.input<typeof toneSettingsSchema>;

/** How the agents speak to customers: one of the preview generator's four tones. */
export function ToneForm({ settings, canEdit }: { settings: WorkspaceSettingsView; canEdit: boolean }) {
  const form = useForm<ToneValues, unknown, z.output<typeof toneSettingsSchema>>({
    resolver: zodResolver(toneSettingsSchema),
    defaultValues: { tone: settings.tone },
  });
  const save = useSaveSettings(putToneContract, settings.workspaceId, {
    success: 'Agent tone saved',
    failure: 'Failed to save the agent tone',
  });
  const { reset } = form;
  useEffect(() => reset({ tone: settings.tone }), [settings.tone, reset]);

  return (
    <form
      noValidate
      aria-label="Agent tone"
      onSubmit={form.handleSubmit((body) =>
        save.mutate({ params: { workspaceId: settings.workspaceId }, body }),
      )}
    >
      <fieldset disabled={!canEdit || save.isPending} className="flex flex-col gap-4">
        <legend className="sr-only">Tone of the agents' replies</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {TONES.map((tone) => (
            <label
              key={tone.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                value={tone.value}
                className="size-4 accent-primary"
                {...form.register('tone')}
              />
              {tone.label}
            </label>
          ))}
        </div>
        {canEdit ? (
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save tone'}
          </Button>
        ) : null}
      </fieldset>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CrmConnectionView,
  crmCustomFieldsSchema,
  saveCrmCustomFieldsContract,
} from '../../../domain/contracts/crm.contract';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { apiRequest } from '../../lib/api-client';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { toast } from '../../lib/toast';

type Fields = z.input<typeof crmCustomFieldsSchema>;

const FIELDS: { name: keyof Fields; label: string; hint: string }[] = [
  { name: 'temperatureFieldId', label: 'Lead temperature field id', hint: 'hot, warm or cold' },
  { name: 'scoreFieldId', label: 'Engagement score field id', hint: 'a number from 0 to 100' },
];

/**
 * The owner names the GoHighLevel custom fields each contact's lead temperature and engagement
 * score go to; an empty field is not sent. Checked with the route's own schema before sending.
 */
export function CrmCustomFields({ workspaceId, view }: { workspaceId: string; view: CrmConnectionView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<Fields, unknown, z.output<typeof crmCustomFieldsSchema>>({
    resolver: zodResolver(crmCustomFieldsSchema),
    defaultValues: {
      temperatureFieldId: view.customFields.temperatureFieldId ?? '',
      scoreFieldId: view.customFields.scoreFieldId ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof crmCustomFieldsSchema>) =>
      apiRequest(saveCrmCustomFieldsContract, { params: { workspaceId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['crm', workspaceId], saved);
      form.reset({
        temperatureFieldId: saved.customFields.temperatureFieldId ?? '',
        scoreFieldId: saved.customFields.scoreFieldId ?? '',
      });
      toast.success('Custom fields saved');
    },
    onError: (error) => toast.error('Could not save the custom fields', { description: error.message }),
  });

  return (
    <form
      noValidate
      aria-label="Custom fields"
      className="flex flex-col gap-3 rounded-md border p-3"
      data-testid="crm-custom-fields"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <p className="text-sm">
        Send each lead's temperature and score to GoHighLevel custom fields: paste their ids (leave empty to
        not send one).
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = form.formState.errors[field.name]?.message;
          return (
            <div key={field.name} className="grid gap-1.5">
              <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
              <Input
                id={`${id}-${field.name}`}
                autoComplete="off"
                aria-invalid={ariaInvalid(error)}
                aria-describedby={describedBy(error && `${id}-${field.name}-error`)}
                {...form.register(field.name)}
              />
              <p className="text-xs text-muted-foreground">Receives {field.hint}.</p>
              <FieldMessage id={`${id}-${field.name}-error`} message={error} />
            </div>
          );
        })}
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save custom fields'}
        </Button>
      </div>
    </form>
  );
}

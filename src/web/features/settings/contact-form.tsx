import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  contactSettingsSchema,
  putContactContract,
  type WorkspaceSettingsView,
} from '../../../domain/contracts/workspace-settings.contract';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { useSaveSettings } from './use-workspace-settings';

type ContactValues = z.input<typeof contactSettingsSchema>;

function valuesOf(settings: WorkspaceSettingsView): ContactValues {
  const { contact } = settings;
  return {
    businessName: contact.businessName,
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    website: contact.website ?? '',
    address: contact.address ?? '',
    hours: contact.hours ?? '',
  };
}

/** The business name and the details its customers see in every e-mail and on its receipts. */
export function ContactForm({ settings, canEdit }: { settings: WorkspaceSettingsView; canEdit: boolean }) {
  const form = useForm<ContactValues, unknown, z.output<typeof contactSettingsSchema>>({
    resolver: zodResolver(contactSettingsSchema),
    defaultValues: valuesOf(settings),
  });
  const save = useSaveSettings(putContactContract, settings.workspaceId, {
    success: 'Contact details saved',
    failure: 'Failed to save contact details',
  });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);

  return (
    <form
      noValidate
      aria-label="Business contact details"
      onSubmit={form.handleSubmit((body) =>
        save.mutate({ params: { workspaceId: settings.workspaceId }, body }),
      )}
    >
      <fieldset disabled={!canEdit || save.isPending} className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Business name"
          autoComplete="organization"
          error={errors.businessName?.message}
          {...form.register('businessName')}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="Shown in quote e-mails and receipts. Left empty, no phone line is shown."
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <FormField
          label="Support e-mail"
          type="email"
          autoComplete="email"
          hint="Customers' replies go here."
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.website?.message}
          {...form.register('website')}
        />
        <FormField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <FormField label="Opening hours" error={errors.hours?.message} {...form.register('hours')} />
        {canEdit ? (
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save contact details'}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}

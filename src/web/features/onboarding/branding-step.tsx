import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accessibleSolid } from '../../../domain/color-contrast';
import {
  type BrandingSettings,
  brandingSettingsSchema,
  DEFAULT_PRIMARY_COLOR,
  type WorkspaceSettingsView,
} from '../../../domain/contracts/workspace-settings.contract';
import { FormControl } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { StepActions, StepCard } from './step-card';
import { useSaveBranding } from './use-onboarding';

const FORM_ID = 'onboarding-branding-form';
const HEX = /^#[0-9a-fA-F]{6}$/;
const HTTPS = /^https:\/\/\S+$/i;

type BrandingInput = z.input<typeof brandingSettingsSchema>;

/** Step 2: the colour, logo and tagline the widget and the customer e-mails use. */
export function BrandingStep({
  workspaceId,
  settings,
  onBack,
  onNext,
}: {
  workspaceId: string;
  settings: WorkspaceSettingsView;
  onBack: () => void;
  onNext: () => void;
}) {
  const save = useSaveBranding(workspaceId);
  const form = useForm<BrandingInput, unknown, BrandingSettings>({
    resolver: zodResolver(brandingSettingsSchema),
    defaultValues: {
      primaryColor: settings.branding.primaryColor,
      logoUrl: settings.branding.logoUrl ?? '',
      tagline: settings.branding.tagline ?? '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [color, logoUrl, tagline] = form.watch(['primaryColor', 'logoUrl', 'tagline']);
  const shownColor = color && HEX.test(color) ? color : DEFAULT_PRIMARY_COLOR;
  // Readable whatever colour is picked, as the widget shows it.
  const header = accessibleSolid(shownColor);
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const showLogo = Boolean(logoUrl && HTTPS.test(logoUrl) && brokenLogo !== logoUrl);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onNext();
    } catch (error) {
      const detail = error instanceof ApiError && error.status < 500 ? error.message : undefined;
      toast.error('Failed to save branding. Please try again.', { description: detail });
    }
  });

  return (
    <StepCard
      title="Branding"
      description="Make the chat widget and your customer e-mails look like your business."
      footer={<StepActions onBack={onBack} form={FORM_ID} saving={save.isPending} />}
    >
      <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
        <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-5">
          <FormControl
            id="brand-color"
            label="Primary colour"
            hint="A hex value, e.g. #6366f1."
            error={errors.primaryColor?.message}
          >
            {(aria) => (
              <div className="flex items-center gap-3">
                <input
                  type="color"
                  aria-label="Pick the primary colour"
                  value={shownColor}
                  onChange={(event) =>
                    form.setValue('primaryColor', event.target.value, {
                      shouldValidate: true,
                      shouldDirty: true,
                    })
                  }
                  className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
                />
                <Input {...aria} {...form.register('primaryColor')} maxLength={7} spellCheck={false} />
              </div>
            )}
          </FormControl>
          <FormControl
            id="brand-logo"
            label="Logo URL"
            hint="An https:// address of your logo image (optional)."
            error={errors.logoUrl?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...form.register('logoUrl')}
                type="url"
                inputMode="url"
                placeholder="https://example.com/logo.png"
              />
            )}
          </FormControl>
          <FormControl
            id="brand-tagline"
            label="Tagline"
            hint="A short line under your name (optional)."
            error={errors.tagline?.message}
          >
            {(aria) => <Input {...aria} {...form.register('tagline')} maxLength={160} />}
          </FormControl>
        </form>
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-medium">Preview</figcaption>
          <div className="overflow-hidden rounded-lg border">
            <div
              className="flex items-center gap-3 p-3"
              style={{ backgroundColor: header.solid, color: header.foreground }}
            >
              {showLogo ? (
                <img
                  src={logoUrl}
                  alt=""
                  onError={() => setBrokenLogo(logoUrl ?? null)}
                  className="size-8 rounded bg-white object-contain"
                />
              ) : null}
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold">{settings.contact.businessName}</p>
                {tagline ? <p className="truncate text-xs opacity-90">{tagline}</p> : null}
              </div>
            </div>
            <p className="p-3 text-sm text-muted-foreground">Hi! How can I help you today?</p>
          </div>
        </figure>
      </div>
    </StepCard>
  );
}

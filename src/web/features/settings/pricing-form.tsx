import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  putPricingContract,
  type WorkspaceSettingsView,
} from '../../../domain/contracts/workspace-settings.contract';
import { MATERIAL_LABELS } from '../../../domain/quote-engine-messages';
import { MATERIALS } from '../../../domain/validation/secure-quote';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { FormField } from '../../components/ui/form-field';
import { ExampleQuote } from './example-quote';
import {
  type ExampleJob,
  noMaterialPriced,
  type PricingFormValues,
  pricingFormSchema,
  pricingFormValues,
} from './pricing-form-values';
import { useSaveSettings } from './use-workspace-settings';

type PricingOutput = ReturnType<typeof pricingFormSchema.parse>;

/** The quote engine's pricing: per-material prices, fees, tax and add-ons, with a live example. */
export function PricingForm({ settings, canEdit }: { settings: WorkspaceSettingsView; canEdit: boolean }) {
  const form = useForm<PricingFormValues, unknown, PricingOutput>({
    resolver: zodResolver(pricingFormSchema),
    defaultValues: pricingFormValues(settings.pricing),
  });
  const upsells = useFieldArray({ control: form.control, name: 'upsells' });
  const values = useWatch({ control: form.control }) as PricingFormValues;
  const [job, setJob] = useState<ExampleJob>({ squareFootage: '150', material: '' });
  const save = useSaveSettings(putPricingContract, settings.workspaceId, {
    success: 'Pricing saved',
    failure: 'Failed to save pricing',
  });
  const { errors } = form.formState;
  const unpriced = noMaterialPriced(values);
  const { reset } = form;
  useEffect(() => reset(pricingFormValues(settings.pricing)), [settings.pricing, reset]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        noValidate
        aria-label="Pricing rules"
        onSubmit={form.handleSubmit((body) =>
          save.mutate({ params: { workspaceId: settings.workspaceId }, body }),
        )}
      >
        <fieldset disabled={!canEdit || save.isPending} className="flex flex-col gap-6">
          <fieldset className="grid gap-4 sm:grid-cols-2" aria-describedby="pricing-materials-hint">
            <legend className="mb-2 text-sm font-semibold">Price per square foot (USD)</legend>
            {/* A new workspace has no prices: this is where the owner starts, so the hint says so. */}
            <p
              id="pricing-materials-hint"
              className={
                unpriced
                  ? 'rounded-md border border-brand/40 bg-brand/5 p-3 text-sm sm:col-span-2'
                  : 'text-sm text-muted-foreground sm:col-span-2'
              }
            >
              {unpriced
                ? 'Start here: enter your price per square foot for each material you offer, and leave the others blank. Your agents quote only the materials priced here.'
                : 'Leave a material blank if you do not offer it.'}
            </p>
            {MATERIALS.map((material) => (
              <FormField
                key={material}
                label={MATERIAL_LABELS[material]}
                inputMode="decimal"
                placeholder="Not offered"
                error={errors.materials?.[material]?.message}
                {...form.register(`materials.${material}`)}
              />
            ))}
            <FieldMessage
              id="pricing-materials-error"
              className="sm:col-span-2"
              message={errors.materials?.message ?? errors.materials?.root?.message}
            />
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Setup fee (USD)"
              inputMode="decimal"
              error={errors.setupFee?.message}
              {...form.register('setupFee')}
            />
            <FormField
              label="Minimum order (USD)"
              inputMode="decimal"
              error={errors.minimumOrder?.message}
              {...form.register('minimumOrder')}
            />
            <FormField
              label="Tax rate (%)"
              inputMode="decimal"
              error={errors.taxRate?.message}
              {...form.register('taxRate')}
            />
            <FormField
              label="Round material cost up to (USD)"
              inputMode="numeric"
              hint="0 for exact prices; 50 rounds 2,775 up to 2,800."
              error={errors.materialRoundingUsd?.message}
              {...form.register('materialRoundingUsd')}
            />
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">Add-ons customers can choose</legend>
            {upsells.fields.length === 0 ? (
              <p className="text-sm text-muted-foreground">No add-ons yet.</p>
            ) : null}
            {upsells.fields.map((field, index) => (
              <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_7rem_auto] items-start gap-2">
                <FormField
                  label={`Add-on ${index + 1} name`}
                  error={errors.upsells?.[index]?.label?.message}
                  {...form.register(`upsells.${index}.label`)}
                />
                <FormField
                  label="Price (USD)"
                  inputMode="decimal"
                  error={errors.upsells?.[index]?.price?.message}
                  {...form.register(`upsells.${index}.price`)}
                />
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={`Remove add-on ${index + 1}`}
                    onClick={() => upsells.remove(index)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            ))}
            {canEdit ? (
              <Button
                variant="outline"
                className="self-start"
                onClick={() => upsells.append({ label: '', price: '0' })}
                disabled={upsells.fields.length >= 20}
              >
                <PlusIcon aria-hidden="true" />
                Add an add-on
              </Button>
            ) : null}
          </fieldset>
          {canEdit ? (
            <Button type="submit" className="self-start" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save pricing'}
            </Button>
          ) : null}
        </fieldset>
      </form>
      <ExampleQuote values={values} job={job} onJobChange={setJob} />
    </div>
  );
}

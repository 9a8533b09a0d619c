import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createRoutingRuleContract,
  deleteRoutingRuleContract,
  listRoutingRulesContract,
  type RoutingRuleView,
  updateRoutingRuleContract,
} from '../../../domain/contracts/routing-rules.contract';
import {
  ROUTING_ACTION_LABELS,
  ROUTING_ACTIONS,
  ROUTING_RULE_LIMITS,
  type RoutingRuleInput,
  routingRuleInputSchema,
} from '../../../domain/routing-rules';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { apiRequest } from '../../lib/api-client';
import { toast } from '../../lib/toast';

const rulesKey = (workspaceId: string) => ['dashboard', workspaceId, 'routing-rules'] as const;
/** The workspace's rules; the leads tab shows them, so the home prefetches them too. */
export const routingRulesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: rulesKey(workspaceId),
    queryFn: ({ signal }) => apiRequest(listRoutingRulesContract, { params: { workspaceId } }, { signal }),
  });
const numberOrUnset = (value: unknown) => (value === '' || value === null ? undefined : Number(value));
const booleanOrUnset = (value: unknown) => (value === '' ? undefined : value === 'true');

const EMPTY_RULE: RoutingRuleInput = {
  name: '',
  conditions: {},
  action: 'priority_queue',
  priority: 5,
  active: true,
};

/** One rule's form: a saved rule (Save, Delete) or a new one (Add rule). */
function RuleForm({
  workspaceId,
  rule,
  canEdit,
}: {
  workspaceId: string;
  rule?: RoutingRuleView;
  canEdit: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof routingRuleInputSchema>, unknown, RoutingRuleInput>({
    resolver: zodResolver(routingRuleInputSchema),
    defaultValues: rule
      ? {
          name: rule.name,
          conditions: rule.conditions,
          action: rule.action,
          priority: rule.priority,
          active: rule.active,
        }
      : EMPTY_RULE,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: rulesKey(workspaceId) });
  const save = useMutation({
    mutationFn: (body: RoutingRuleInput) =>
      rule
        ? apiRequest(updateRoutingRuleContract, { params: { workspaceId, ruleId: rule.id }, body })
        : apiRequest(createRoutingRuleContract, { params: { workspaceId }, body }),
    onSuccess: () => {
      toast.success(rule ? 'Routing rule saved' : 'Routing rule added');
      if (!rule) form.reset(EMPTY_RULE);
      void refresh();
    },
    onError: (error) => toast.error('Failed to save the routing rule', { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: (ruleId: string) =>
      apiRequest(deleteRoutingRuleContract, { params: { workspaceId, ruleId } }),
    onSuccess: () => {
      toast.success('Routing rule deleted');
      void refresh();
    },
    onError: (error) => toast.error('Failed to delete the routing rule', { description: error.message }),
  });
  const errors = form.formState.errors;
  const conditionsError = errors.conditions?.message ?? errors.conditions?.root?.message;
  const c = errors.conditions;

  return (
    <form
      noValidate
      aria-label={rule ? `Routing rule ${rule.name}` : 'New routing rule'}
      className="flex flex-col gap-3 rounded-lg border p-4"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      {/* Members see the rules; only owners and platform admins may change them (the server enforces it too). */}
      <fieldset role="none" disabled={!canEdit} className="contents">
        <div className="grid gap-3 sm:grid-cols-4">
          <FormField
            label="Name"
            required
            className="flex flex-col gap-2 sm:col-span-2"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-action`}>Action</Label>
            <NativeSelect id={`${id}-action`} {...form.register('action')}>
              {ROUTING_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {ROUTING_ACTION_LABELS[action]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FormField
            label="Priority"
            type="number"
            min={ROUTING_RULE_LIMITS.priorityMin}
            max={ROUTING_RULE_LIMITS.priorityMax}
            hint="1 is tried first"
            error={errors.priority?.message}
            {...form.register('priority', { setValueAs: numberOrUnset })}
          />
        </div>
        <fieldset
          className="grid gap-3 sm:grid-cols-3"
          aria-describedby={conditionsError ? `${id}-conditions-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">
            Conditions (all must hold; leave blank to ignore)
          </legend>
          <FormField
            label="Minimum quote value ($)"
            type="number"
            min={0}
            error={c?.min_quote_value?.message}
            {...form.register('conditions.min_quote_value', { setValueAs: numberOrUnset })}
          />
          <FormField
            label="Minimum engagement (0–100)"
            type="number"
            min={0}
            max={100}
            error={c?.min_engagement?.message}
            {...form.register('conditions.min_engagement', { setValueAs: numberOrUnset })}
          />
          <FormField
            label="Minimum prior orders"
            type="number"
            min={0}
            error={c?.min_prior_orders?.message}
            {...form.register('conditions.min_prior_orders', { setValueAs: numberOrUnset })}
          />
          <FormField
            label="Minimum conversion probability (0–1)"
            type="number"
            min={0}
            max={1}
            step={0.05}
            error={c?.min_conversion_probability?.message}
            {...form.register('conditions.min_conversion_probability', { setValueAs: numberOrUnset })}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-returning`}>Returning customer</Label>
            <NativeSelect
              id={`${id}-returning`}
              {...form.register('conditions.returning_customer', { setValueAs: booleanOrUnset })}
            >
              <option value="">Any</option>
              <option value="true">Yes</option>
              <option value="false">No</option>
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-urgent`}>Urgency words used</Label>
            <NativeSelect
              id={`${id}-urgent`}
              {...form.register('conditions.urgent', { setValueAs: booleanOrUnset })}
            >
              <option value="">Any</option>
              <option value="true">Yes</option>
              <option value="false">No</option>
            </NativeSelect>
          </div>
        </fieldset>
        <FieldMessage id={`${id}-conditions-error`} message={conditionsError} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={`${id}-active`} className="flex items-center gap-2 text-sm">
            <input id={`${id}-active`} type="checkbox" {...form.register('active')} />
            Active
          </label>
          {canEdit ? (
            <div className="flex gap-2">
              {rule ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(rule.id)}
                >
                  Delete
                </Button>
              ) : null}
              <Button type="submit" disabled={save.isPending}>
                {rule ? 'Save rule' : 'Add rule'}
              </Button>
            </div>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

/** The workspace's saved routing rules: tried by priority on each new lead before the built-in routing. */
export function RoutingRulesSection({ workspaceId, canEdit }: { workspaceId: string; canEdit: boolean }) {
  const headingId = useId();
  const rules = useQuery(routingRulesQuery(workspaceId));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 pt-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          Routing rules
        </h2>
        <p className="text-sm text-muted-foreground">
          New leads go to the first active rule they match, lowest priority number first; a lead that matches
          none is routed by the built-in scoring.
        </p>
      </div>
      {rules.isPending ? (
        <p className="text-sm text-muted-foreground">Loading routing rules…</p>
      ) : rules.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load routing rules.
        </p>
      ) : (
        <>
          {rules.data.rules.length === 0 ? (
            <p className="text-sm text-muted-foreground">No routing rules yet.</p>
          ) : null}
          {rules.data.rules.map((rule) => (
            <RuleForm
              key={`${rule.id}-${rule.updatedAt}`}
              workspaceId={workspaceId}
              rule={rule}
              canEdit={canEdit}
            />
          ))}
          {canEdit ? (
            <>
              <h3 className="pt-2 font-medium">Add a rule</h3>
              <RuleForm workspaceId={workspaceId} canEdit />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              Only the workspace owner can change routing rules.
            </p>
          )}
        </>
      )}
    </section>
  );
}

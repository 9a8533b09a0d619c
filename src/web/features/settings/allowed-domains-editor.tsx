import { zodResolver } from '@hookform/resolvers/zod';
import { GlobeIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  allowedDomainSchema,
  allowedDomainsSchema,
  putAllowedDomainsContract,
  SETTINGS_MESSAGES,
} from '../../../domain/contracts/workspace-settings.contract';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { useSaveSettings } from './use-workspace-settings';

const addDomainSchema = z.object({ domain: allowedDomainSchema });

/**
 * The host names where the workspace's widget may run. Each change is saved at once (the whole
 * list, through the contract); what the contract refuses is said beside the field.
 */
export function AllowedDomainsEditor({
  workspaceId,
  domains,
  canEdit,
}: {
  workspaceId: string;
  domains: readonly string[];
  canEdit: boolean;
}) {
  const id = useId();
  const form = useForm<z.input<typeof addDomainSchema>, unknown, z.output<typeof addDomainSchema>>({
    resolver: zodResolver(addDomainSchema),
    defaultValues: { domain: '' },
  });
  const save = useSaveSettings(putAllowedDomainsContract, workspaceId, {
    success: 'Allowed domains saved',
    failure: 'Failed to save allowed domains',
  });

  function saveList(next: string[], after?: () => void) {
    const checked = allowedDomainsSchema.safeParse({ allowedDomains: next });
    if (!checked.success) {
      form.setError('domain', { message: checked.error.issues[0]?.message ?? SETTINGS_MESSAGES.domain });
      return;
    }
    save.mutate({ params: { workspaceId }, body: checked.data }, { onSuccess: after });
  }

  const error = form.formState.errors.domain?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="flex flex-col gap-4">
      {domains.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No domains yet: the widget cannot be shown on any site until you add yours.
        </p>
      ) : (
        <ul aria-label="Allowed domains" className="flex flex-wrap gap-2">
          {domains.map((domain) => (
            <li
              key={domain}
              className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-1 pr-1 pl-3 text-sm"
            >
              <GlobeIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
              <span className="break-all">{domain}</span>
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Remove ${domain}`}
                  disabled={save.isPending}
                  onClick={() => saveList(domains.filter((d) => d !== domain))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form
          noValidate
          aria-label="Add an allowed domain"
          className="flex flex-col gap-1.5"
          onSubmit={form.handleSubmit(({ domain }) =>
            saveList([...domains.filter((d) => d !== domain), domain], () => form.reset({ domain: '' })),
          )}
        >
          <Label htmlFor={`${id}-domain`}>Add a domain</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-domain`}
              placeholder="shop.example.com"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={ariaInvalid(error)}
              aria-describedby={describedBy(hintId, error && errorId)}
              {...form.register('domain')}
            />
            <Button type="submit" disabled={save.isPending}>
              Add domain
            </Button>
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            A host name such as shop.example.com, or *.example.com for all of a site's subdomains. Any port,
            http or https.
          </p>
          <FieldMessage id={errorId} message={error} />
        </form>
      ) : null}
    </div>
  );
}

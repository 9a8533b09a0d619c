import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AUTOMATION_MESSAGES, AUTOMATIONS } from '../../../domain/automations';
import { sendAutomationEmailSchema } from '../../../domain/contracts/automations.contract';
import type { AutomationView } from '../../../domain/contracts/dashboard.contract';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { useAutomations, useSwitchAutomation, useTestSend } from './use-dashboard';

const testSendSchema = sendAutomationEmailSchema.pick({
  type: true,
  customerName: true,
  customerEmail: true,
});
type TestSendInput = z.input<typeof testSendSchema>;
type TestSendValues = z.output<typeof testSendSchema>;

/**
 * Says how to verify, not only that it is needed: the link of the e-mail sent at sign-up, which
 * can be sent again from here (it brings the owner back to the dashboard).
 */
function VerifyHint({ email }: { email: string }) {
  const [sent, setSent] = useState(false);
  async function resend() {
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: `${window.location.origin}/dashboard`,
    });
    if (error)
      toast.error('Could not send the e-mail', { description: error.message ?? 'Please try again.' });
    else setSent(true);
  }
  return (
    <div className="flex flex-col items-start gap-1 text-sm text-muted-foreground">
      <p>
        Until your own address is verified, test e-mails can only go to it. To verify it, open the link in the
        e-mail we sent to {email} when you signed up.
      </p>
      {sent ? (
        <output>We sent a new link to {email}.</output>
      ) : (
        <Button type="button" variant="link" className="h-auto p-0" onClick={resend}>
          Send the link again
        </Button>
      )}
    </div>
  );
}

/** The test send (spec send-automation-email: type, customerName, customerEmail, agentType). */
function TestSendForm({ workspaceId, defaultEmail }: { workspaceId: string; defaultEmail: string }) {
  const id = useId();
  const send = useTestSend(workspaceId);
  const form = useForm<TestSendInput, unknown, TestSendValues>({
    resolver: zodResolver(testSendSchema),
    defaultValues: { type: 'abandoned_chat', customerName: '', customerEmail: defaultEmail },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, agentType: 'quote' },
      {
        onSuccess: () => toast.success(AUTOMATION_MESSAGES.testSent),
        onError: (error) => toast.error(AUTOMATION_MESSAGES.testFailed, { description: error.message }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-type`}>Automation</Label>
        <NativeSelect id={`${id}-type`} {...form.register('type')}>
          {AUTOMATIONS.map((automation) => (
            <option key={automation.type} value={automation.type}>
              {automation.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-name`}>Customer name</Label>
        <Input id={`${id}-name`} autoComplete="off" {...form.register('customerName')} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-email`}>Send to</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.customerEmail)}
          aria-describedby={errors.customerEmail ? `${id}-email-error` : undefined}
          {...form.register('customerEmail')}
        />
        <FieldMessage id={`${id}-email-error`} message={errors.customerEmail?.message} />
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send test e-mail'}
      </Button>
    </form>
  );
}

function AutomationItem({
  automation,
  canChange,
  onSwitch,
  switching,
}: {
  automation: AutomationView;
  canChange: boolean;
  onSwitch: (enabled: boolean) => void;
  switching: boolean;
}) {
  const id = useId();
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p id={`${id}-name`} className="font-medium">
          {automation.name}
        </p>
        <p className="text-sm text-muted-foreground">{automation.trigger}</p>
        <p className="mt-1 text-sm" data-testid={`automation-${automation.type}-sent`}>
          {automation.sent} sent
          {automation.skipped > 0 ? `, ${automation.skipped} held back by a switch` : ''} in the last 7 days
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {automation.enabled ? 'On' : 'Off'}
        </span>
        <Switch
          checked={automation.enabled}
          onCheckedChange={onSwitch}
          disabled={!canChange || switching}
          aria-labelledby={`${id}-name`}
        />
      </div>
    </li>
  );
}

/** Campaigns: the four automations, each switchable, with the e-mails of the last 7 days, and a test send. */
export function CampaignsTab({
  workspaceId,
  canChange,
  userEmail,
}: {
  workspaceId: string;
  canChange: boolean;
  userEmail: string;
}) {
  const automations = useAutomations(workspaceId);
  const switcher = useSwitchAutomation(workspaceId);
  useEffect(() => {
    if (automations.isError) toast.error('Failed to load data', { description: automations.error.message });
  }, [automations.isError, automations.error]);

  return (
    <div className="flex flex-col gap-6">
      {automations.isPending ? (
        <Skeleton className="h-40" />
      ) : automations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load data.
        </p>
      ) : (
        <>
          {!automations.data.emailSequences ? (
            <p className="rounded-md border border-amber-500/60 p-3 text-sm">
              E-mail sequences are off for this workspace (Automation Features in onboarding), so no
              automation sends until they are back on.
            </p>
          ) : null}
          <ul className="flex flex-col gap-3" aria-label="Automations">
            {automations.data.automations.map((automation) => (
              <AutomationItem
                key={automation.type}
                automation={automation}
                canChange={canChange}
                switching={switcher.isPending}
                onSwitch={(enabled) =>
                  switcher.mutate(
                    { type: automation.type, enabled },
                    {
                      onSuccess: () => toast.success(`${automation.name} switched ${enabled ? 'on' : 'off'}`),
                      onError: (error) =>
                        toast.error('Failed to update automation', { description: error.message }),
                    },
                  )
                }
              />
            ))}
          </ul>
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle size="sm">Send a test e-mail</CardTitle>
          <VerifyHint email={userEmail} />
        </CardHeader>
        <CardContent>
          <TestSendForm workspaceId={workspaceId} defaultEmail={userEmail} />
        </CardContent>
      </Card>
    </div>
  );
}

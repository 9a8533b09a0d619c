import { ClockIcon, DollarSignIcon, MailIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { formatUsd } from '../../../domain/money';
import { relativeTime } from '../../../domain/relative-time';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import { useAutomationImpact, useNow } from './use-dashboard';

/**
 * Smart Automations' metrics: follow-up e-mails sent, quotes paid after one (the revenue impact),
 * and hours saved, with the assumptions behind that estimate stated under it.
 */
export function AutomationImpactPanel({ workspaceId }: { workspaceId: string }) {
  const impact = useAutomationImpact(workspaceId);
  const now = useNow();
  useEffect(() => {
    if (impact.isError) toast.error('Failed to load data', { description: impact.error.message });
  }, [impact.isError, impact.error]);

  if (impact.isPending) return <Skeleton className="h-40" />;
  if (impact.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load the automation figures.
      </p>
    );
  const data = impact.data;
  const a = data.assumptions;
  const cards = [
    {
      title: 'E-mails sent',
      icon: MailIcon,
      value: String(data.emailsSent),
      note: `Follow-ups in the last ${data.windowDays} days`,
      testId: 'impact-emails',
    },
    {
      title: 'Quotes recovered',
      icon: RotateCcwIcon,
      value: String(data.quotesRecovered),
      note: 'Paid after a follow-up',
      testId: 'impact-recovered',
    },
    {
      title: 'Revenue impact',
      icon: DollarSignIcon,
      value: formatUsd(Number(data.revenueRecovered)),
      note: `${formatUsd(Number(data.openFollowUpValue))} still awaiting payment after a follow-up`,
      testId: 'impact-revenue',
    },
    {
      title: 'Hours saved',
      icon: ClockIcon,
      value: data.hoursSaved.toFixed(1),
      note: `${data.emailsSent} e-mails, ${data.conversationsHandled} chats, ${data.quotesGenerated} quotes`,
      testId: 'impact-hours',
    },
  ];

  return (
    <section aria-labelledby="impact-heading" className="flex flex-col gap-4">
      <h2 id="impact-heading" className="text-lg font-semibold">
        Last {data.windowDays} days
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.title} data-testid={card.testId}>
            <CardContent className="flex flex-col gap-1 p-4">
              <div className="flex items-center justify-between">
                <CardTitle className="text-sm font-medium">{card.title}</CardTitle>
                <card.icon aria-hidden="true" className="size-4 text-muted-foreground" />
              </div>
              <p className="text-2xl font-bold">{card.value}</p>
              <p className="text-xs text-muted-foreground">{card.note}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="text-xs text-muted-foreground" data-testid="impact-assumptions">
        Hours saved is an estimate: {a.minutesPerFollowUpEmail} minutes per follow-up e-mail,{' '}
        {a.minutesPerConversation} minutes per chat the agents handled without a person, and{' '}
        {a.minutesPerQuote} minutes per quote priced, over the last {data.windowDays} days. Revenue impact
        counts payments made after a follow-up about the quote or its chat; test sends are not counted.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold">Sent by automation</h3>
          <ul className="divide-y rounded-md border text-sm">
            {data.sentByType.map((row) => (
              <li key={row.type} className="flex justify-between px-3 py-2">
                <span>{row.name}</span>
                <span className="font-medium">{row.sent}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Recent e-mails</h3>
          {data.recentEmails.length === 0 ? (
            <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground">
              No follow-up e-mails yet. They go out when a chat goes quiet, a quote waits or expires, or a
              quote is accepted.
            </p>
          ) : (
            <ul className="divide-y rounded-md border text-sm">
              {data.recentEmails.map((email) => (
                <li key={email.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span>
                    {email.name}
                    {email.to ? <span className="text-muted-foreground"> to {email.to}</span> : null}
                  </span>
                  <time dateTime={email.sentAt} className="text-muted-foreground">
                    {relativeTime(new Date(email.sentAt), now)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

import { GlobeIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { WebsiteScrape } from '../../../domain/contracts/knowledge.contract';
import { WEBSITE_URL_MAX_CHARS } from '../../../domain/knowledge/knowledge-texts';
import { relativeTime } from '../../../domain/relative-time';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../lib/toast';
import { isScrapeRunning, useLatestScrape, useStartScrape } from './use-knowledge-sources';

function outcome(scrape: WebsiteScrape): string {
  const parts = [
    `${scrape.pagesRead} page${scrape.pagesRead === 1 ? '' : 's'} read`,
    `${scrape.itemsAdded} added`,
    `${scrape.itemsUpdated} updated`,
    `${scrape.itemsRemoved} removed`,
    `${scrape.itemsUnchanged} unchanged`,
  ];
  return parts.join(' · ');
}

/**
 * Scrape Website: re-reads the owner's site with the safe crawler. Items are kept per section of
 * the site, so a re-read updates what changed instead of adding copies.
 */
export function ScrapeWebsiteCard({ workspaceId }: { workspaceId: string }) {
  const id = useId();
  const latest = useLatestScrape(workspaceId);
  const start = useStartScrape(workspaceId);
  const [url, setUrl] = useState('');
  const saved = latest.data?.website ?? '';
  useEffect(() => {
    if (saved) setUrl((typed) => typed || saved);
  }, [saved]);
  const scrape = latest.data?.scrape ?? null;
  const running = isScrapeRunning(scrape) || start.isPending;
  // A read that failed during this visit is announced; one that failed before the owner came back
  // is history, shown quietly with its time instead of greeting every visit with an alarm.
  const [startedHere, setStartedHere] = useState<string | null>(null);
  useEffect(() => {
    if (start.data) setStartedHere(start.data.id);
  }, [start.data]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await start.mutateAsync(url.trim() || undefined);
    } catch (error) {
      toast.error('Failed to read website', { description: (error as Error).message });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle size="base">Scrape Website</CardTitle>
        <CardDescription>
          {scrape
            ? 'Read your website again; changed pages update their items, nothing is duplicated.'
            : 'Read your website into the knowledge base, so your agents answer from what it says.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-3" aria-label="Scrape website">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-url`}>Website</Label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              placeholder="https://your-business.com"
              maxLength={WEBSITE_URL_MAX_CHARS}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={running}>
            <GlobeIcon aria-hidden="true" />
            {running ? 'Reading website…' : 'Scrape Website'}
          </Button>
        </form>
        <div className="mt-3 grid gap-1.5 text-sm" aria-live="polite">
          {scrape && isScrapeRunning(scrape) ? (
            <>
              <Progress value={scrape.pagesRead} max={scrape.pagesLimit} label={`Reading ${scrape.url}`} />
              <p className="text-xs text-muted-foreground">
                {scrape.pagesRead} of up to {scrape.pagesLimit} pages read
              </p>
            </>
          ) : scrape?.status === 'ready' ? (
            <p className="text-xs text-muted-foreground">
              Last read {scrape.finishedAt ? relativeTime(new Date(scrape.finishedAt), new Date()) : ''}:{' '}
              {outcome(scrape)}
            </p>
          ) : scrape?.status === 'failed' && scrape.id === startedHere ? (
            <p role="alert" className="text-xs text-destructive">
              {scrape.error}
            </p>
          ) : scrape?.status === 'failed' ? (
            <p className="text-xs text-muted-foreground">
              The last read
              {scrape.finishedAt
                ? `, ${relativeTime(new Date(scrape.finishedAt), new Date()).toLowerCase()},`
                : ''}{' '}
              did not finish: {scrape.error}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

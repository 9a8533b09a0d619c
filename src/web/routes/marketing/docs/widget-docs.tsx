import { widgetScriptTag, widgetSnippet } from '../../../../domain/widget-snippet';
import { useConfig } from '../../../app/config-provider';
import { CodeBlock, DocsSection, inlineCode } from './docs-parts';

const DEMO_KEY = 'pk_demo_wraps_and_signs';

/** How a business puts its agent on its own website (the widget loader, src/widget). */
export function WidgetDocs() {
  // The page is served with this deployment's address filled in, so the snippet can be pasted as is.
  const { publicUrl } = useConfig();
  const snippet = widgetSnippet({ scriptOrigin: publicUrl, publicKey: 'PUBLIC_KEY' });
  const scriptTag = widgetScriptTag({ scriptOrigin: publicUrl, publicKey: 'PUBLIC_KEY' });
  return (
    <DocsSection id="widget" title="Install the chat widget">
      <p>
        Paste this before <code className={inlineCode}>&lt;/body&gt;</code> on every page of your website
        where the agent should answer, with your workspace's public key in place of{' '}
        <code className={inlineCode}>PUBLIC_KEY</code>:
      </p>
      <CodeBlock testId="widget-snippet">{snippet}</CodeBlock>
      <p>
        It loads our script (under 3 kB) once your page has finished loading, so your page is never slowed
        down. The script draws a chat button and loads nothing else until a visitor opens it. The chat then
        opens in a frame with your agent, your brand colour and your welcome line.
      </p>
      <p>
        If your site's Content-Security-Policy allows no inline scripts, use the script's tag itself (same
        attributes; your page then fetches it while it loads):
      </p>
      <CodeBlock testId="widget-script-tag">{scriptTag}</CodeBlock>
      <h3 className="pt-2 text-lg font-semibold">Attributes</h3>
      <dl className="space-y-3">
        <div>
          <dt>
            <code className={inlineCode}>data-workspace</code> (required)
          </dt>
          <dd className="text-muted-foreground">
            Your workspace's public key, shown in the dashboard. It lets visitors chat with your agent and
            never reads your data. The demo workspace's key is <code className={inlineCode}>{DEMO_KEY}</code>.
          </dd>
        </div>
        <div>
          <dt>
            <code className={inlineCode}>data-color</code> (optional)
          </dt>
          <dd className="text-muted-foreground">
            The chat button's colour, as a hex value such as <code className={inlineCode}>#e11d48</code>,
            until the workspace's own brand colour is known (the button then takes that, also after it
            changes), or when the workspace chose none; the icon on it turns white or dark, whichever reads
            better.
          </dd>
        </div>
        <div>
          <dt>
            <code className={inlineCode}>data-agent</code> (optional)
          </dt>
          <dd className="text-muted-foreground">
            Which of your agents answers: <code className={inlineCode}>shop</code>,{' '}
            <code className={inlineCode}>social</code> or <code className={inlineCode}>quote</code>. Without
            it, your workspace's first active agent answers.
          </dd>
        </div>
      </dl>
      <h3 className="pt-2 text-lg font-semibold">Allowed domains</h3>
      <p>
        The chat shows only on your workspace's allowed domains: add your website's host name (for example{' '}
        <code className={inlineCode}>www.your-shop.com</code>) in the dashboard. Any port, over http or https,
        is allowed for a listed host; on any other site the chat frame refuses to load.
      </p>
    </DocsSection>
  );
}

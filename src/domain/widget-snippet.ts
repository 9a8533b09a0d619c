/**
 * The snippet a business pastes before `</body>` (README "Put an agent on your own website");
 * `agent` picks which of the workspace's agents answers (data-agent), the oldest active otherwise.
 */
export function widgetSnippet(options: { scriptOrigin: string; publicKey: string; agent?: string }): string {
  const origin = options.scriptOrigin.replace(/\/+$/, '');
  const agent = options.agent ? ` data-agent="${options.agent}"` : '';
  return `<script src="${origin}/widget.js" data-workspace="${options.publicKey}"${agent} async></script>`;
}

/** The snippet a business pastes before `</body>` (README "Put an agent on your own website"). */
export function widgetSnippet(options: { scriptOrigin: string; publicKey: string }): string {
  const origin = options.scriptOrigin.replace(/\/+$/, '');
  return `<script src="${origin}/widget.js" data-workspace="${options.publicKey}" async></script>`;
}

interface SnippetOptions {
  scriptOrigin: string;
  publicKey: string;
  agent?: string;
  /** The owner's chosen colour for the launcher button (data-color). */
  color?: string | null;
}

/**
 * What a business pastes before `</body>` (README "Put an agent on your own website"); `agent`
 * picks which of the workspace's agents answers (data-agent), the oldest active otherwise.
 *
 * An inline script that adds the loader's tag once the host page has loaded (decision record
 * 037): a plain `<script src async>` is fetched while the page is still parsed, a connection to
 * another origin competing with the page's own content for its largest paint (issue 17: the
 * host's LCP must not move). It also waits for the page's first contentful paint: a small page
 * often paints after its load event, and a request started before that paint still delays it on
 * a slow connection (Lighthouse measured +90 % host LCP with `load` alone). A browser without
 * paint timing, or a page that never paints content, gets the loader 3 s after `load`. The attributes stay on the pasted tag, so `data-color` and
 * `data-agent` are added as before; the inline code copies them onto the loader's tag.
 */
export function widgetSnippet(options: SnippetOptions): string {
  return `<script data-workspace="${options.publicKey}"${agentAttribute(options)}${colorAttribute(options)} data-src="${loaderUrl(options)}">${LOAD_AFTER_PAGE}</script>`;
}

/**
 * The loader's tag as such, for a site whose Content-Security-Policy allows no inline script: it
 * works the same, but the host page fetches it during its own load.
 */
export function widgetScriptTag(options: SnippetOptions): string {
  return `<script src="${loaderUrl(options)}" data-workspace="${options.publicKey}"${agentAttribute(options)}${colorAttribute(options)} async></script>`;
}

/** ES5 on purpose: it runs as pasted, in whatever browser a business's visitors use. */
const LOAD_AFTER_PAGE =
  '(function(t){var d;function l(){if(d)return;d=1;var s=document.createElement("script");for(var k in t.dataset)s.dataset[k]=t.dataset[k];s.src=t.dataset.src;document.body.appendChild(s)}function a(){try{new PerformanceObserver(function(p,o){if(p.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(l,3000)}document.readyState=="complete"?a():addEventListener("load",a)})(document.currentScript)';

const loaderUrl = (options: { scriptOrigin: string }) =>
  `${options.scriptOrigin.replace(/\/+$/, '')}/widget.js`;

const agentAttribute = (options: { agent?: string }) =>
  options.agent ? ` data-agent="${options.agent}"` : '';
/** The launcher button in the owner's colour (onboarding's branding); only a hex colour is written. */
const colorAttribute = (options: { color?: string | null }) =>
  options.color && /^#[0-9a-f]{6}$/i.test(options.color) ? ` data-color="${options.color}"` : '';

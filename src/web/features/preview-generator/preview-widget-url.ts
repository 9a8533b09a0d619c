/**
 * Only a path on our own site may be framed in the result (the preview agent's chat page): never
 * another origin, including the protocol-relative '//host' and the '/\host' browsers read alike.
 */
export function isSameSiteWidgetUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url);
}

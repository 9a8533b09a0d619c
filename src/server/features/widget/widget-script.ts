import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { StoredEncoding } from '../../http/content-encoding';

/** The copies the build writes beside the loader (scripts/precompress.mjs). */
const SUFFIXES: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' };

/** The built loader (`npm run build` writes it beside the web app) with its validator. */
export interface WidgetScript {
  code: string;
  etag: string;
  /** The build's compressed copies of `code`, so no request compresses it (decision 076). */
  encoded: Partial<Record<StoredEncoding, Uint8Array<ArrayBuffer>>>;
}

/**
 * Reads dist/web/widget.js and its compressed copies once, when first asked for it (a deploy
 * restarts the process). Null while it is not built, and asked again next time.
 */
export function widgetScriptReader(webDir: string): () => WidgetScript | null {
  let script: WidgetScript | null = null;
  return () => {
    if (script) return script;
    const path = join(webDir, 'widget.js');
    if (!existsSync(path)) return null;
    const code = readFileSync(path, 'utf8');
    const etag = `"${createHash('sha256').update(code).digest('base64url').slice(0, 27)}"`;
    const encoded: WidgetScript['encoded'] = {};
    for (const [name, suffix] of Object.entries(SUFFIXES) as [StoredEncoding, string][])
      if (existsSync(path + suffix)) encoded[name] = new Uint8Array(readFileSync(path + suffix));
    script = { code, etag, encoded };
    return script;
  };
}

/** Does an If-None-Match header name this entity tag (weak or strong, alone or in a list)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

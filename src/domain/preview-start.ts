import { queryValue } from './mode';

/**
 * "Create My Preview" is a GET form to this address, so a click opens the generator even before
 * the landing page's script has started (or when it is slow to): the browser loads
 * `/?preview=start#live-demo`, jumps to the section, and the page opens the generator once it
 * runs. Once the page runs, the form is handled in place and nothing is reloaded.
 */
export const PREVIEW_START = {
  section: 'live-demo',
  param: 'preview',
  value: 'start',
  /** The form's action: the home page's live-demo section (the query comes from the form's field). */
  action: '/#live-demo',
} as const;

/** Does this query string ask the landing page to open the preview generator? */
export function asksToStartPreview(search: string): boolean {
  return queryValue(search, PREVIEW_START.param) === PREVIEW_START.value;
}

import { z } from 'zod';
import { tooLongMessage } from '../text-limits';

/**
 * A string of at most `max` characters, refused with a message that names the field;
 * `typeError` is the message when the value is missing or not a string.
 */
export function boundedString(label: string, max: number, typeError?: string) {
  return z.string(typeError === undefined ? undefined : { error: typeError }).max(max, {
    error: tooLongMessage(label, max),
  });
}

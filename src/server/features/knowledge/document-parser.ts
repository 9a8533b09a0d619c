import type { DocumentBlock } from '../../../domain/knowledge/document-chunks';
import {
  contentMismatch,
  type DetectedContent,
  DOCUMENT_MESSAGES,
  type DocumentType,
} from '../../../domain/knowledge/document-files';
import { plainTextBlocks } from '../../../domain/knowledge/text-blocks';
import { AppError } from '../../lib/app-error';
import {
  docxDocumentBlocks,
  isPasswordError,
  markdownDocumentBlocks,
  pdfDocumentBlocks,
} from './document-formats';

/**
 * A file that cannot become knowledge, for a reason the owner can act on (a 400 at upload, or
 * the document's error after the import job tried it).
 */
export class DocumentRejectedError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('VALIDATION_FAILED', message, options);
    this.name = 'DocumentRejectedError';
  }
}

/** Control characters other than tab, line breaks, form feed and escape do not occur in text files. */
function hasBinaryControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13 && code !== 27) return true;
  }
  return false;
}

/** Text as written: UTF-8 (the usual), UTF-16 with its byte-order mark, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return hasBinaryControls(text) ? null : text;
}

/** What the bytes are: a binary format file-type recognises by its signature, text, or neither. */
export async function detectContent(bytes: Uint8Array): Promise<DetectedContent> {
  // Loaded on first use, like the parsers (document-formats.ts), not at every start of the server.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (found) return { kind: 'format', ext: found.ext };
  return decodeText(bytes) === null ? { kind: 'binary' } : { kind: 'text' };
}

/**
 * The checks made at upload, before anything is stored: not empty, and the bytes are what the
 * name says (a renamed image is refused, whatever its extension).
 */
export async function checkDocumentBytes(options: {
  name: string;
  type: DocumentType;
  bytes: Uint8Array;
}): Promise<void> {
  const { name, type, bytes } = options;
  if (bytes.byteLength === 0) throw new DocumentRejectedError(DOCUMENT_MESSAGES.empty(name));
  const mismatch = contentMismatch(name, type, await detectContent(bytes));
  if (mismatch) throw new DocumentRejectedError(mismatch);
  if ((type === 'txt' || type === 'md') && decodeText(bytes)?.trim() === '')
    throw new DocumentRejectedError(DOCUMENT_MESSAGES.empty(name));
}

const hasWords = (blocks: readonly DocumentBlock[]) => blocks.some((b) => /[\p{L}\p{N}]/u.test(b.text));

/**
 * A document's text as headings and paragraphs. `onProgress` hears the share read so far (0–1;
 * PDFs page by page). Every failure the owner can act on is a DocumentRejectedError.
 */
export async function readDocumentBlocks(options: {
  name: string;
  type: DocumentType;
  bytes: Uint8Array;
  onProgress: (share: number) => Promise<void>;
}): Promise<DocumentBlock[]> {
  const { name, type, bytes } = options;
  let blocks: DocumentBlock[];
  try {
    switch (type) {
      case 'pdf':
        blocks = await pdfDocumentBlocks(bytes, (page, pages) => options.onProgress(page / pages));
        break;
      case 'docx':
        blocks = await docxDocumentBlocks(bytes);
        break;
      case 'md':
        blocks = await markdownDocumentBlocks(decodeText(bytes) ?? '');
        break;
      case 'txt':
        blocks = plainTextBlocks(decodeText(bytes) ?? '');
        break;
    }
  } catch (error) {
    if (isPasswordError(error))
      throw new DocumentRejectedError(DOCUMENT_MESSAGES.encrypted(name), { cause: error });
    throw new DocumentRejectedError(DOCUMENT_MESSAGES.unreadable(name, type), { cause: error });
  }
  if (!hasWords(blocks))
    throw new DocumentRejectedError(
      type === 'pdf' || type === 'docx' ? DOCUMENT_MESSAGES.noText(name) : DOCUMENT_MESSAGES.empty(name),
    );
  return blocks;
}

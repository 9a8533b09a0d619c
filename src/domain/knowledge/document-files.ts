/**
 * What may be uploaded to the knowledge base, and the messages an owner reads when a file cannot
 * be used. The server decides a file's kind from its bytes (a library names the format it finds);
 * the rules here compare that with what the file's name promises.
 */

export const DOCUMENT_TYPES = ['pdf', 'docx', 'txt', 'md'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['queued', 'parsing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_NAME_CHARS = 255;
/** The file picker's `accept`: extensions and their media types. */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.txt,.md,.markdown,application/pdf,text/plain,text/markdown';

const EXTENSIONS: Record<string, DocumentType> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  pdf: 'PDF',
  docx: 'Word document',
  txt: 'text file',
  md: 'Markdown file',
};

export const DOCUMENT_MESSAGES = {
  nameRequired: 'The file needs a name.',
  nameTooLong: `File names must be at most ${MAX_DOCUMENT_NAME_CHARS} characters.`,
  unsupported: (name: string) =>
    `${name}: only PDF, Word (.docx), text (.txt) and Markdown (.md) files can be uploaded.`,
  tooLarge: 'Files can be at most 10 MB each.',
  empty: (name: string) => `${name} is empty.`,
  wrongType: (name: string, expected: DocumentType, found: string) =>
    `${name} is not really a ${DOCUMENT_TYPE_LABELS[expected]}: its contents are ${found}. Upload the original file.`,
  encrypted: (name: string) =>
    `${name} is protected with a password. Remove the password (or save an unprotected copy) and upload it again.`,
  noText: (name: string) =>
    `${name} has no text to read: it looks like scanned pages or images. Upload a file with selectable text, or add the text as a knowledge item.`,
  unreadable: (name: string, type: DocumentType) =>
    `${name} could not be read as a ${DOCUMENT_TYPE_LABELS[type]}; the file may be damaged. Open and save it again, then upload the copy.`,
  tooManyParts: (name: string, parts: number, max: number) =>
    `${name} is too long to import at once (${parts} parts; at most ${max}). Split it into smaller files.`,
  notFound: 'This document no longer exists.',
} as const;

/** The type a file name promises, or null for anything we do not read. */
export function documentTypeOfName(name: string): DocumentType | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null;
}

/** The name without its extension, for item titles ('Price list.pdf' → 'Price list'). */
export function documentTitle(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim() || name;
}

/**
 * What the bytes are, as the server found them: a binary format a signature library recognised
 * (its extension, e.g. 'pdf', 'docx', 'png', 'zip', 'cfb'), readable text, or binary it could
 * not name.
 */
export type DetectedContent = { kind: 'format'; ext: string } | { kind: 'text' } | { kind: 'binary' };

const FOUND_LABELS: Record<string, string> = {
  pdf: 'a PDF',
  docx: 'a Word document',
  doc: 'an old Word (.doc) file',
  cfb: 'an old Office file or a password-protected Office document',
  zip: 'a ZIP archive',
  png: 'a PNG image',
  jpg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  xlsx: 'an Excel workbook',
  pptx: 'a PowerPoint presentation',
  odt: 'an OpenDocument text',
  rtf: 'a Rich Text (.rtf) file',
};

function describeFound(content: DetectedContent): string {
  if (content.kind === 'text') return 'plain text';
  if (content.kind === 'binary') return 'binary data';
  return FOUND_LABELS[content.ext] ?? `a .${content.ext} file`;
}

/**
 * Null when the bytes are what the name promises, else the owner's message. A password-protected
 * Word file is an encrypted container (cfb), never a .docx zip, so it gets the password message.
 */
export function contentMismatch(
  name: string,
  expected: DocumentType,
  content: DetectedContent,
): string | null {
  switch (expected) {
    case 'pdf':
    case 'docx':
      if (content.kind === 'format' && content.ext === expected) return null;
      if (expected === 'docx' && content.kind === 'format' && content.ext === 'cfb')
        return DOCUMENT_MESSAGES.encrypted(name);
      return DOCUMENT_MESSAGES.wrongType(name, expected, describeFound(content));
    case 'txt':
    case 'md':
      return content.kind === 'text'
        ? null
        : DOCUMENT_MESSAGES.wrongType(name, expected, describeFound(content));
  }
}

/** 'ready' and 'failed' are final; a document in either state has no job left. */
export function isDocumentSettled(status: DocumentStatus): boolean {
  return status === 'ready' || status === 'failed';
}

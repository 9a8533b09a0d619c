import { describe, expect, it } from 'vitest';
import {
  contentMismatch,
  DOCUMENT_MESSAGES,
  documentTitle,
  documentTypeOfName,
  MAX_DOCUMENT_BYTES,
} from './document-files';

describe('documentTypeOfName', () => {
  it('reads the extension, any case', () => {
    expect(documentTypeOfName('Price List.PDF')).toBe('pdf');
    expect(documentTypeOfName('guide.docx')).toBe('docx');
    expect(documentTypeOfName('notes.txt')).toBe('txt');
    expect(documentTypeOfName('faq.md')).toBe('md');
    expect(documentTypeOfName('faq.markdown')).toBe('md');
  });

  it('refuses other types and names without an extension', () => {
    for (const name of ['old.doc', 'sheet.xlsx', 'photo.png', 'README', '.pdf', 'file.']) {
      expect(documentTypeOfName(name)).toBeNull();
    }
  });
});

describe('documentTitle', () => {
  it('drops the extension and tidies separators', () => {
    expect(documentTitle('Price_list  2025.pdf')).toBe('Price list 2025');
    expect(documentTitle('notes')).toBe('notes');
  });
});

describe('contentMismatch', () => {
  it('accepts bytes that are what the name says', () => {
    expect(contentMismatch('a.pdf', 'pdf', { kind: 'format', ext: 'pdf' })).toBeNull();
    expect(contentMismatch('a.docx', 'docx', { kind: 'format', ext: 'docx' })).toBeNull();
    expect(contentMismatch('a.txt', 'txt', { kind: 'text' })).toBeNull();
    expect(contentMismatch('a.md', 'md', { kind: 'text' })).toBeNull();
  });

  it('names what a renamed file really is', () => {
    expect(contentMismatch('photo.pdf', 'pdf', { kind: 'format', ext: 'png' })).toBe(
      'photo.pdf is not really a PDF: its contents are a PNG image. Upload the original file.',
    );
    expect(contentMismatch('a.docx', 'docx', { kind: 'format', ext: 'zip' })).toContain('a ZIP archive');
    expect(contentMismatch('a.txt', 'txt', { kind: 'format', ext: 'pdf' })).toContain(
      'its contents are a PDF',
    );
    expect(contentMismatch('a.md', 'md', { kind: 'binary' })).toContain('binary data');
    expect(contentMismatch('a.pdf', 'pdf', { kind: 'text' })).toContain('plain text');
  });

  it('tells a password-protected Word file (an encrypted container) by its password message', () => {
    expect(contentMismatch('a.docx', 'docx', { kind: 'format', ext: 'cfb' })).toBe(
      DOCUMENT_MESSAGES.encrypted('a.docx'),
    );
  });
});

describe('limits', () => {
  it('allow 10 MB a file', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(DOCUMENT_MESSAGES.tooLarge).toBe('Files can be at most 10 MB each.');
  });
});

import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

// Real documents made by the libraries people's office tools resemble (pdfkit, docx), so the
// import reads what an owner would upload, not a hand-made imitation.

export interface DocumentSection {
  heading?: string;
  paragraphs: string[];
}

function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A PDF with selectable text: each page's sections, headings set larger than the body. */
export function makePdf(
  pages: DocumentSection[][],
  options: { userPassword?: string } = {},
): Promise<Buffer> {
  return renderPdf(
    options.userPassword
      ? { userPassword: options.userPassword, ownerPassword: `${options.userPassword}-owner` }
      : {},
    (doc) => {
      pages.forEach((sections, index) => {
        if (index > 0) doc.addPage();
        for (const section of sections) {
          if (section.heading) doc.fontSize(20).text(section.heading).moveDown(0.5);
          for (const paragraph of section.paragraphs) doc.fontSize(12).text(paragraph).moveDown();
        }
      });
    },
  );
}

/** A "scanned" PDF: pages of drawn shapes (as an image would be), not one character of text. */
export function makeScannedPdf(pages = 2): Promise<Buffer> {
  return renderPdf({}, (doc) => {
    for (let i = 0; i < pages; i++) {
      if (i > 0) doc.addPage();
      doc.rect(50, 50, 400, 600).fill('#333333');
    }
  });
}

/** A Word document with real heading styles (Heading 1) and paragraphs. */
export function makeDocx(sections: DocumentSection[]): Promise<Buffer> {
  const children = sections.flatMap((section) => [
    ...(section.heading ? [new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 })] : []),
    ...section.paragraphs.map((text) => new Paragraph(text)),
  ]);
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** The first bytes of a PNG image, enough for any type check to know it. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

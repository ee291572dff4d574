import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@rental/shared/documents';
import { createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { countFiles, pdf, uploadDocument } from '../../test/documents';

// Issue 23 row N7: a script inside a compressed object stream is found after inflating it, and
// a PDF is served as an attachment, never inline.

/** A PDF 1.5 whose objects `objects` sit in a Flate object stream, as modern writers save them. */
function pdfWithObjectStream(objects: string, extra = ''): Buffer {
  const packed = deflateSync(Buffer.from(`3 0 ${objects}`, 'latin1'));
  const head = Buffer.from(
    `%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      `4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode${extra} /Length ${packed.length} >>\nstream\n`,
    'latin1',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, packed, tail]);
}

/** A real PDF with compressed page content, as the invoice writer makes it. */
function pdfkitPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Passport photo page, scanned.');
    doc.end();
  });
}

describeEachDatabase('document PDFs', (h) => {
  const upload = async (file: Buffer) => {
    const owner = await createCustomer(h);
    const before = await countFiles(h, 'documents');
    const res = await uploadDocument(h, owner.token, 'passport_photo_page', file, 'id.pdf');
    return { res, owner, stored: (await countFiles(h, 'documents')) - before };
  };

  it('refuses /JavaScript hidden in a compressed object stream, storing nothing', async () => {
    const hidden = pdfWithObjectStream('<< /S /JavaScript /JS (app.alert(1)) >>');
    expect(hidden.includes(Buffer.from('JavaScript'))).toBe(false);
    const { res, stored } = await upload(hidden);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(DOCUMENT_MESSAGES.pdfActive);
    expect(stored).toBe(0);
  });

  it('refuses a launch action and an embedded file spelt with escapes inside a stream', async () => {
    for (const objects of ['<< /S /L#61unch /F (cmd.exe) >>', '<< /Type /EmbeddedFile >>']) {
      const { res } = await upload(pdfWithObjectStream(objects));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(DOCUMENT_MESSAGES.pdfActive);
    }
  });

  it('refuses streams it cannot read as text: a predictor, a hex filter, encryption', async () => {
    const predictor = pdfWithObjectStream(
      '<< /Type /Page >>',
      ' /DecodeParms << /Predictor 12 /Columns 4 >>',
    );
    const hex = pdf(
      '1 0 obj << /Type /ObjStm /Filter /ASCIIHexDecode /Length 4 >>\nstream\n2F4A\nendstream endobj',
    );
    const encrypted = pdf('1 0 obj << /Type /Catalog >> endobj trailer << /Encrypt 5 0 R >>');
    for (const file of [predictor, hex, encrypted]) {
      const { res, stored } = await upload(file);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(DOCUMENT_MESSAGES.unreadable);
      expect(stored).toBe(0);
    }
  });

  it('takes a plain compressed PDF and serves it as an attachment', async () => {
    const plain = pdfWithObjectStream('<< /Type /Page /Parent 2 0 R >>');
    const real = await pdfkitPdf();
    for (const file of [plain, real]) {
      const { res, owner } = await upload(file);
      expect(res.statusCode).toBe(201);
      const served = await h.inject({
        method: 'GET',
        url: res.json().fileUrl,
        headers: bearer(owner.token),
      });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe(
        'attachment; filename="passport_photo_page.pdf"',
      );
      expect(served.rawPayload.equals(file)).toBe(true);
    }
  });
});

import sharp from 'sharp';
import { bearer, type Harness } from './harness';

// Files for the document tests: real images and PDFs built in memory, and the upload call.

/** A photo-sized JPEG carrying EXIF (a camera's copyright and orientation). */
export function photoJpeg(width = 640, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 230, b: 210 } } })
    .jpeg()
    .withMetadata({ orientation: 1, exif: { IFD0: { Copyright: 'secret-camera' } } })
    .toBuffer();
}

export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
}

export function pdf(body = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'): Buffer {
  return Buffer.from(`%PDF-1.4\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

export const PDF_WITH_SCRIPT = pdf(
  '1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj 2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj',
);
/** The same script with its name spelt through #xx escapes, which PDF readers accept. */
export const PDF_WITH_HIDDEN_SCRIPT = pdf('1 0 obj << /S /J#61vaScript /J#53 (x) >> endobj');
export const RENAMED_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00', 'latin1'),
  Buffer.alloc(600, 1),
]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>',
);

export function uploadDocument(
  h: Harness,
  token: string,
  kind: string,
  data: Buffer,
  filename = 'licence.jpg',
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return h.inject({
    method: 'POST',
    url: '/api/users/me/documents',
    headers: bearer(token),
    payload: form,
  });
}

export async function countFiles(h: Harness, folder: string): Promise<number> {
  const row = await h.app.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('key', 'like', `${folder}/%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

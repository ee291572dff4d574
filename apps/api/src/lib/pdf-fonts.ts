import { existsSync } from 'node:fs';
import path from 'node:path';

// The invoice, debit notes and the rental agreement print ₹ and Indian names, which PDFKit's
// built-in fonts lack: they use the DejaVu fonts shipped in apps/api/assets/fonts.

const FONTS_DIR = [
  path.resolve(import.meta.dirname, '../../assets/fonts'), // from the sources (src/lib)
  path.resolve(import.meta.dirname, '../assets/fonts'), // from the bundled server (dist)
].find((dir) => existsSync(path.join(dir, 'DejaVuSans.ttf')))!;

/** Registers the 'body' and 'bold' fonts on a PDF document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('body', path.join(FONTS_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf'));
}

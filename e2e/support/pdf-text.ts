import { readFile } from 'node:fs/promises';
import { expect, type Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF, page by page, line by line, as a person would copy it. An npm library (PDF.js
 * inside unpdf) rather than poppler's pdftotext, so `npm test` needs no system program.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

/** The text of a downloaded PDF, read as the API's invoice tests read it. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf);
}

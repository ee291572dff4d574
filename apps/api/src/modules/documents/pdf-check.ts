import { constants, inflateSync } from 'node:zlib';

// docs/product.md#documents: a PDF is refused when anything in it could act instead of showing,
// also inside compressed streams. PDF 1.5 keeps most objects in compressed object streams
// (/ObjStm), where the raw bytes show none of their names, so every Flate stream is inflated and
// read as well. Streams this check cannot read as text (other text filters, predictors on an
// object stream, encryption) are refused rather than trusted: a phone's scan never uses them.

export type PdfVerdict = 'plain' | 'active' | 'unreadable';

/** Names of the PDF features that act instead of showing: scripts, actions, programs, files. */
const ACTIVE_NAMES =
  /\/(JS|JavaScript|OpenAction|AA|Launch|EmbeddedFile|RichMedia|XFA)(?![A-Za-z])/;
/** Filters that hide text from this check; images use DCT, JPX, CCITT or JBIG2 instead. */
const OPAQUE_FILTERS =
  /\/(ASCIIHexDecode|ASCII85Decode|LZWDecode|RunLengthDecode|AHx|A85|LZW|RL|Crypt)(?![A-Za-z])/;
/** The most a PDF may inflate to in all (a 5 MB file of scans stays far below). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** How far back from `stream` its object's start is looked for (a dictionary is far shorter). */
const DICTIONARY_WINDOW = 64 * 1024;

/** latin1 keeps one character per byte; names may hide letters as #xx escapes (/J#61vaScript). */
function readable(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

interface Stream {
  /** null when the object's start is too far back to be a plain dictionary. */
  dictionary: string | null;
  data: Buffer;
}

/** Every `stream … endstream` with the dictionary of the object it belongs to. */
function* streamsOf(data: Buffer, text: string): Generator<Stream> {
  const start = /stream(\r\n|\n|\r)/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text))) {
    const before = text.slice(Math.max(0, match.index - DICTIONARY_WINDOW), match.index);
    // "endstream" also ends in "stream": only a keyword after the dictionary's ">>" opens one.
    if (!/>>\s*$/.test(before)) continue;
    const from = match.index + match[0].length;
    const end = data.indexOf('endstream', from, 'latin1');
    const to = end < 0 ? data.length : end;
    const objectStart = before.lastIndexOf('obj');
    yield {
      dictionary: objectStart < 0 ? null : before.slice(objectStart),
      data: data.subarray(from, to),
    };
    start.lastIndex = to;
  }
}

export function checkPdfContent(data: Buffer): PdfVerdict {
  const raw = data.toString('latin1');
  const text = readable(data);
  if (ACTIVE_NAMES.test(text)) return 'active';
  if (/\/Encrypt(?![A-Za-z])/.test(text) || OPAQUE_FILTERS.test(text)) return 'unreadable';
  let budget = MAX_INFLATED_BYTES;
  for (const stream of streamsOf(data, raw)) {
    if (stream.dictionary === null || budget <= 0) return 'unreadable';
    const dictionary = readable(Buffer.from(stream.dictionary, 'latin1'));
    if (!/\/(FlateDecode|Fl)(?![A-Za-z])/.test(dictionary)) continue;
    const objectStream = /\/Type\s*\/ObjStm/.test(dictionary);
    // A predictor reorders the inflated bytes, so names would not show as text.
    if (objectStream && /\/Predictor\s+([2-9]|\d\d)/.test(dictionary)) return 'unreadable';
    let inflated: Buffer;
    try {
      inflated = inflateSync(stream.data, {
        maxOutputLength: budget,
        // A stream cut short still shows what it holds so far.
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if (error instanceof RangeError) return 'unreadable';
      // Not Flate after all (a damaged stream): an object stream must be readable.
      if (objectStream) return 'unreadable';
      continue;
    }
    budget -= inflated.length;
    if (ACTIVE_NAMES.test(readable(inflated))) return 'active';
  }
  return 'plain';
}

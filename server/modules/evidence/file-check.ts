import { type FileReader, type PdfInspection, ReadTimeout, ReadTooLarge } from '../../platform/file-reader';

/** The extension of each accepted type: a download is named by what the file is, not what it was called. */
export const EXTENSIONS: Record<CheckedFile['mediaType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** What an accepted file is, after its checks; `bytes` is what gets stored (metadata removed). */
export interface CheckedFile {
  mediaType: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
  pageCount: number;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PDF_PAGES = 5;
/** About a 20-megapixel photo; a bigger picture is a decompression bomb, not a stats sheet. */
export const MAX_IMAGE_PIXELS = 20_000_000;

/** The messages a refused file gets; each says what to do instead. */
export const FILE_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: 'Files can be up to 10 MB',
  type: 'Upload a PNG, JPG or PDF file',
  broken: 'The file is damaged or not what its name says. Export it again as PNG, JPG or PDF',
  polyglot: 'The file carries data after its end (it may be two files in one). Export it again',
  pixels: 'The image is too large (over 20 megapixels). Send a smaller screenshot',
  pages: `PDFs can have up to ${MAX_PDF_PAGES} pages`,
  active: 'PDFs with scripts, attachments or actions are not accepted. Print it to a plain PDF',
  bomb: 'The PDF unpacks to far more than a stats sheet (it may be a compression bomb). Print it to a plain PDF',
  slow: 'The PDF took too long to open. Print it to a plain PDF',
} as const;

export class FileRefused extends Error {}
const refuse = (message: string): never => {
  throw new FileRefused(message);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG chunks that carry text, dates or EXIF about the picture; the pixels never need them. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME', 'iCCP', 'sPLT']);

/** Check a file by its bytes (never its name or declared type) and strip its metadata. */
export async function checkFile(reader: Pick<FileReader, 'inspectPdf'>, bytes: Buffer): Promise<CheckedFile> {
  if (bytes.length === 0) refuse(FILE_MESSAGES.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) refuse(FILE_MESSAGES.tooLarge);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    return { mediaType: 'image/png', bytes: cleanPng(bytes), pageCount: 1 };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mediaType: 'image/jpeg', bytes: cleanJpeg(bytes), pageCount: 1 };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mediaType: 'application/pdf', bytes, pageCount: await checkPdf(reader, bytes) };
  return refuse(FILE_MESSAGES.type);
}

/** PNG: chunks walked to IEND; metadata chunks dropped; nothing may follow IEND. */
export function cleanPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  let sawHeader = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const end = at + 12 + length;
    if (end > bytes.length) refuse(FILE_MESSAGES.broken);
    if (type === 'IHDR') {
      // Width and height are the chunk's first 8 bytes; a shorter IHDR is damaged, not readable.
      if (length < 8) refuse(FILE_MESSAGES.broken);
      const pixels = bytes.readUInt32BE(at + 8) * bytes.readUInt32BE(at + 12);
      if (pixels === 0) refuse(FILE_MESSAGES.broken);
      if (pixels > MAX_IMAGE_PIXELS) refuse(FILE_MESSAGES.pixels);
      sawHeader = true;
    }
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') {
      if (!sawHeader) refuse(FILE_MESSAGES.broken);
      if (at !== bytes.length) refuse(FILE_MESSAGES.polyglot);
      return Buffer.concat(kept);
    }
  }
  return refuse(FILE_MESSAGES.broken);
}

/** Start-of-frame markers (baseline, progressive, …), which carry the picture's size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * JPEG: segments walked to the image data; APP1..APP15 (EXIF, XMP, IPTC, GPS) and comments are
 * dropped, APP0 (JFIF) kept; after the scan nothing may follow the end-of-image marker.
 */
export function cleanJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  let sawFrame = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) refuse(FILE_MESSAGES.broken);
    const marker = bytes[at + 1] as number;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) refuse(FILE_MESSAGES.broken);
    if (SOF.has(marker)) {
      // Height and width sit at bytes 3..6 of the segment; a shorter frame header is damaged.
      if (length < 7) refuse(FILE_MESSAGES.broken);
      const pixels = bytes.readUInt16BE(at + 5) * bytes.readUInt16BE(at + 7);
      if (pixels === 0) refuse(FILE_MESSAGES.broken);
      if (pixels > MAX_IMAGE_PIXELS) refuse(FILE_MESSAGES.pixels);
      sawFrame = true;
    }
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (marker === 0xda) {
      if (!sawFrame) refuse(FILE_MESSAGES.broken);
      const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
      if (eoi < end) refuse(FILE_MESSAGES.broken);
      if (eoi + 2 !== bytes.length) refuse(FILE_MESSAGES.polyglot);
      kept.push(bytes.subarray(at));
      return Buffer.concat(kept);
    }
    if (!metadata) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return refuse(FILE_MESSAGES.broken);
}

/** Names that make a PDF do something, as written plainly: a first filter before the parsed check. */
const ACTIVE_PDF =
  /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|OpenAction|AA|XFA|SubmitForm|ImportData)\b/;

/** PDF bytes: must end with %%EOF (give or take a newline) and name no active content plainly. */
export function prefilterPdf(bytes: Buffer): void {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!/%%EOF\s*$/.test(tail)) refuse(tail.includes('%%EOF') ? FILE_MESSAGES.polyglot : FILE_MESSAGES.broken);
  if (ACTIVE_PDF.test(bytes.toString('latin1'))) refuse(FILE_MESSAGES.active);
}

/**
 * PDF structure, judged by the reader's process (server/platform/file-reader.ts): names decoded,
 * object streams unpacked, the catalog, names trees, forms, annotations and pages as pdf.js reads
 * them, and every page's content unpacked under a memory and time cap.
 */
export async function checkPdf(reader: Pick<FileReader, 'inspectPdf'>, bytes: Buffer): Promise<number> {
  prefilterPdf(bytes);
  let found: PdfInspection;
  try {
    found = await reader.inspectPdf(bytes, MAX_PDF_PAGES);
  } catch (err) {
    if (err instanceof ReadTooLarge) return refuse(FILE_MESSAGES.bomb);
    if (err instanceof ReadTimeout) return refuse(FILE_MESSAGES.slow);
    return refuse(FILE_MESSAGES.broken);
  }
  if (found.active) refuse(FILE_MESSAGES.active);
  if (found.unpacksTooLarge) refuse(FILE_MESSAGES.bomb);
  if (found.broken || !found.pages) refuse(FILE_MESSAGES.broken);
  if ((found.pages ?? 0) > MAX_PDF_PAGES) refuse(FILE_MESSAGES.pages);
  return found.pages as number;
}

import { afterAll, describe, expect, it } from 'vitest';
import { createFileReader } from '../../platform/file-reader';
import { checkFile as check, FILE_MESSAGES, FileRefused, MAX_UPLOAD_BYTES } from './file-check';
import {
  elfExecutable,
  jpegTruncatedFrame,
  jpegWithExif,
  pdfBomb,
  pdfEscapedAttachment,
  pdfEscapedLaunch,
  pdfEscapedScript,
  pdfHiddenPages,
  pdfObjStmRepeats,
  pdfPagesInObjectStream,
  pdfWithPages,
  pngHeaderBomb,
  pngTruncatedHeader,
  pngWithText,
  tinyJpeg,
  withZipAppended,
} from './test/hostile';

/** A 1×1 PNG as an image editor writes it, and a JPEG's structure around a 1×1 frame. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_1PX = tinyJpeg();

const reader = createFileReader({
  EVIDENCE_READ_CONCURRENCY: 1,
  EVIDENCE_READ_TIMEOUT_MS: 60_000,
  EVIDENCE_READ_MAX_MB: 200,
});
afterAll(() => reader.close());
const checkFile = (bytes: Buffer) => check(reader, bytes);

const refusal = async (bytes: Buffer) => {
  try {
    await checkFile(bytes);
  } catch (err) {
    if (err instanceof FileRefused) return err.message;
    throw err;
  }
  return null;
};

describe('checkFile', () => {
  it('knows a file by its bytes, not its name', async () => {
    expect((await checkFile(PNG_1PX)).mediaType).toBe('image/png');
    expect((await checkFile(JPEG_1PX)).mediaType).toBe('image/jpeg');
    expect(await checkFile(pdfWithPages(2))).toMatchObject({ mediaType: 'application/pdf', pageCount: 2 });
  });

  it('refuses a renamed executable, an empty file and anything over 10 MB', async () => {
    expect(await refusal(elfExecutable())).toBe(FILE_MESSAGES.type);
    expect(await refusal(Buffer.alloc(0))).toBe(FILE_MESSAGES.empty);
    expect(await refusal(Buffer.concat([PNG_1PX, Buffer.alloc(MAX_UPLOAD_BYTES)]))).toBe(
      FILE_MESSAGES.tooLarge,
    );
  });

  it('refuses polyglots: data after the image or after the PDF', async () => {
    expect(await refusal(withZipAppended(PNG_1PX))).toBe(FILE_MESSAGES.polyglot);
    expect(await refusal(withZipAppended(JPEG_1PX))).toBe(FILE_MESSAGES.polyglot);
    expect(await refusal(withZipAppended(pdfWithPages(1)))).toBe(FILE_MESSAGES.polyglot);
  });

  it('refuses PDF bombs: too many pages, also hidden in a compressed object stream', async () => {
    expect(await refusal(pdfWithPages(6))).toBe(FILE_MESSAGES.pages);
    expect(await refusal(pdfPagesInObjectStream(100_000))).toBe(FILE_MESSAGES.pages);
  });

  it('refuses PDFs that run script or carry files, and images of absurd size', async () => {
    expect(await refusal(pdfWithPages(1, '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toBe(
      FILE_MESSAGES.active,
    );
    expect(await refusal(pdfWithPages(1, '/Names << /EmbeddedFiles 9 0 R >>'))).toBe(FILE_MESSAGES.active);
    expect(await refusal(pngHeaderBomb())).toBe(FILE_MESSAGES.pixels);
  });

  it('strips EXIF from a JPEG and text chunks from a PNG, keeping the picture', async () => {
    const jpeg = (await checkFile(jpegWithExif(JPEG_1PX))).bytes;
    expect(jpeg.includes('GPSLatitude')).toBe(false);
    expect(jpeg.equals(JPEG_1PX)).toBe(true);
    const png = (await checkFile(pngWithText(PNG_1PX))).bytes;
    expect(png.includes('Oak St')).toBe(false);
    expect(png.equals(PNG_1PX)).toBe(true);
  });

  it('refuses image headers cut short as damaged, not with a crash', async () => {
    expect(await refusal(pngTruncatedHeader())).toBe(FILE_MESSAGES.broken);
    expect(await refusal(jpegTruncatedFrame())).toBe(FILE_MESSAGES.broken);
  });

  it('refuses a PDF of repeated object-stream names with no stream after them as damaged', async () => {
    expect(await refusal(pdfObjStmRepeats(150_000))).toBe(FILE_MESSAGES.broken);
  });

  it('judges a PDF by its parsed names: escaped script, attachment and launch are refused', async () => {
    expect(await refusal(pdfEscapedScript())).toBe(FILE_MESSAGES.active);
    expect(await refusal(pdfEscapedAttachment())).toBe(FILE_MESSAGES.active);
    expect(await refusal(pdfEscapedLaunch())).toBe(FILE_MESSAGES.active);
  });

  it('counts pages hidden outside the page tree under an escaped type', async () => {
    expect(await refusal(pdfHiddenPages(200))).toBe(FILE_MESSAGES.pages);
  });

  it('refuses a decompression bomb (512 MiB of zeros in a page) before pdf.js unpacks it', async () => {
    expect(await refusal(await pdfBomb(512 * 1024 ** 2))).toBe(FILE_MESSAGES.bomb);
  }, 60_000);

  it('ends the reader that unpacks a bomb the first look cannot see (Flate inside Flate) at its memory cap', async () => {
    expect(await refusal(await pdfBomb(512 * 1024 ** 2, true))).toBe(FILE_MESSAGES.bomb);
  }, 60_000);
});

import { deflateSync } from 'node:zlib';

/** Files built to be refused, for the upload tests. None is harmful outside a parser. */

/** The start of a Linux executable, as if renamed to stats.png. */
export const elfExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096)]);

/** A minimal PDF with `pages` page objects, optionally with extra dictionary text. */
export function pdfWithPages(pages: number, extra = ''): Buffer {
  const objs = [
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj`,
    `2 0 obj << /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')}] >> endobj`,
    ...Array.from({ length: pages }, (_, i) => `${i + 3} 0 obj << /Type /Page /Parent 2 0 R >> endobj`),
  ];
  return Buffer.from(`%PDF-1.7\n${objs.join('\n')}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/** A PDF whose thousands of pages hide in a compressed object stream. */
export function pdfPagesInObjectStream(pages: number): Buffer {
  const inner = Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R >>').join('\n');
  const data = deflateSync(Buffer.from(inner, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n`, 'latin1'),
    Buffer.from(
      `3 0 obj << /Type /ObjStm /N ${pages} /First 0 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** A real image with a ZIP archive after its end: a polyglot. */
export const withZipAppended = (image: Buffer) =>
  Buffer.concat([
    image,
    Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00evil.html<script>alert(1)</script>', 'latin1'),
  ]);

/** A PNG's header claiming 60,000 × 60,000 pixels, the start of a decompression bomb. */
export function pngHeaderBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Insert an EXIF segment carrying a GPS position right after a JPEG's start marker. */
export function jpegWithExif(jpeg: Buffer): Buffer {
  const payload = Buffer.from('Exif\0\0GPSLatitude=33.7490;GPSLongitude=-84.3880;Owner=Sample', 'latin1');
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** Insert a tEXt chunk (an author and a place) after a PNG's header chunk. */
export function pngWithText(png: Buffer): Buffer {
  const data = Buffer.from('Author\0Sample Parent, 12 Oak St', 'latin1');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const chunk = Buffer.concat([len, Buffer.from('tEXt', 'latin1'), data, Buffer.alloc(4)]);
  const ihdrEnd = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

/** A JPEG's segment structure around a 1×1 frame (enough for the structure checks, not a decoder). */
export function tinyJpeg(): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\x00\x00\x01\x00\x01\x00\x00', 'latin1')),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    segment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 0)])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x7f, 0x00, 0x12]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A PNG whose IHDR chunk is cut to nothing: the size fields lie past the end of the file. */
export const pngTruncatedHeader = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('IHDR', 'latin1'),
    Buffer.alloc(4),
  ]);

/** A JPEG whose start-of-frame segment declares no room for its height and width. */
export const jpegTruncatedFrame = () => Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x02]);

/** A PDF of `repeats` object-stream names with no stream after them: a parser's slow path. */
export const pdfObjStmRepeats = (repeats: number) =>
  Buffer.from(`%PDF-1.7\n${'/Type /ObjStm '.repeat(repeats)}\n%%EOF\n`, 'latin1');

/** A one-page PDF whose catalog carries `extra`, with names written as a hostile tool escapes them. */
export const pdfWithCatalog = (extra: string) => pdfWithPages(1, extra);

/** Script on open, its names escaped (`/J#61vaScript` is `/JavaScript` to every reader). */
export const pdfEscapedScript = () =>
  pdfWithCatalog('/Op#65nAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>');
/** An attachment in the names tree, escaped. */
export const pdfEscapedAttachment = () =>
  pdfWithCatalog('/Names << /Embedd#65dFiles << /Names [(a.txt) << /Type /Filespec /F (a.txt) >>] >> >>');
/** A launch action, escaped. */
export const pdfEscapedLaunch = () => pdfWithCatalog('/Op#65nAction << /S /L#61unch /F (calc.exe) >>');

/** One page in the tree, and `extra` page objects outside it, their type escaped. */
export function pdfHiddenPages(extra: number): Buffer {
  const pdf = pdfWithPages(1)
    .toString('latin1')
    .replace(/trailer/, () => {
      const objs = Array.from({ length: extra }, (_, i) => `${i + 100} 0 obj << /Type /P#61ge >> endobj`);
      return `${objs.join('\n')}\ntrailer`;
    });
  return Buffer.from(pdf, 'latin1');
}

/** Deflate `size` bytes of zeros without ever holding them: the body of a decompression bomb. */
export async function deflatedZeros(size: number): Promise<Buffer> {
  const { createDeflate } = await import('node:zlib');
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((r) => deflate.on('end', r));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = size; left > 0; left -= chunk.length)
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/**
 * A one-page PDF whose page content is FlateDecode of `size` bytes of zeros; `twice` wraps it in a
 * second FlateDecode, so only the decoder that reads the file unpacks it all.
 */
export async function pdfBomb(size: number, twice = false): Promise<Buffer> {
  const once = await deflatedZeros(size);
  const data = twice ? deflateSync(once) : once;
  const filter = twice ? '[/FlateDecode /FlateDecode]' : '/FlateDecode';
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count 1 /Kids [3 0 R] >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n' +
        `4 0 obj << /Length ${data.length} /Filter ${filter} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R /Size 5 >>\n%%EOF\n', 'latin1'),
  ]);
}

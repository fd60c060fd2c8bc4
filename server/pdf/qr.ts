import QRCode from 'qrcode';

/**
 * A QR code of `text` as inline SVG (vector, so the PDF stays text and lines): black on white, with
 * the standard quiet zone of 4 modules, filling the box it is placed in. Level M survives a
 * smudged or folded printout of a link.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then((svg) =>
    svg.replace('<svg ', '<svg width="100%" height="100%" '),
  );
}

import 'server-only';
import QRCode from 'qrcode';

/*
 * QR codes of the share kit, drawn on the server (qrcode 1.5). Black on white with the standard four-module quiet
 * zone and error correction M (15 %): what every phone camera reads from a screen or a printed flyer.
 */
const options = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } } as const;

/** The code as an SVG document (scales to any print size). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...options, type: 'svg' });
}

/** The code as a 1,024 px PNG (large enough to print at 3 inches and 300 dpi). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...options, type: 'png', width: 1024 });
}

/*
 * Reads a QR code from a camera frame or a photo. The browser's BarcodeDetector when it has one with QR support (Chrome
 * on Android, macOS, ChromeOS), otherwise jsQR (pure JavaScript), loaded only when first needed. This module is
 * imported only by the scanner, which meetup mode loads on demand: no public page carries it.
 */

type Source = HTMLVideoElement | ImageBitmap | HTMLImageElement;

type Detector = { detect: (source: Source) => Promise<Array<{ rawValue: string }>> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

let detector: Promise<Detector | null> | undefined;

/** The native detector, or null when the browser has none that reads QR codes. */
function nativeDetector(): Promise<Detector | null> {
  detector ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Native) return null;
    try {
      const formats = (await Native.getSupportedFormats?.()) ?? ['qr_code'];
      return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

const sizeOf = (source: Source) =>
  source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : source instanceof HTMLImageElement
      ? { width: source.naturalWidth || 512, height: source.naturalHeight || 512 }
      : { width: source.width, height: source.height };

/** Largest side a frame is scaled to before jsQR reads it: a phone photo is 4,000 px wide, a QR needs far fewer. */
const MAX_SIDE = 1024;

async function decodeWithJsQr(source: Source): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const { width, height } = sizeOf(source);
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The text of the first QR code found, or null. */
export async function decodeQr(source: Source): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const found = await native.detect(source);
      if (found[0]?.rawValue) return found[0].rawValue;
    } catch {
      // Fall through to jsQR: some platforms list QR support but fail on a given frame.
    }
  }
  return decodeWithJsQr(source);
}

/** Reads a photo the user chose (any image the browser can open: PNG, JPEG, SVG…). */
export async function decodeQrFromFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return await decodeQr(image);
  } finally {
    URL.revokeObjectURL(url);
  }
}

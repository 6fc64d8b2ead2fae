import type { ImageContentType } from '@/lib/validation/images';

/** How many leading bytes `matchesImageType` needs to decide. */
export const MAGIC_BYTES_NEEDED = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0) {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Whether a file's first bytes are those of the declared type: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A,
 * WebP "RIFF" <size> "WEBP". An SVG, HTML page or any other file fails.
 */
export function matchesImageType(head: Uint8Array, type: ImageContentType): boolean {
  switch (type) {
    case 'image/jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(head, PNG_SIGNATURE);
    case 'image/webp':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8);
  }
}

export const IMAGE_TYPE_LABEL: Record<ImageContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

import { IMAGE_EXTENSION, isImageContentType, type ImageContentType } from '@/lib/validation/images';
import { CANVAS_EMPTY, CROP_FILE_FAILED, CROP_QUALITY, NO_CANVAS_CONTEXT, croppedOutputSize } from './upload-image';

export type PixelCrop = { x: number; y: number; width: number; height: number };

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('The image could not be read.')));
    image.src = src;
  });
}

/**
 * Draws the cropped part of an image onto a canvas at most 1920×1080 and encodes it in the original type at
 * quality 0.9. Rejects with 'Could not get canvas context.' or 'Canvas is empty' (spec admin.md section 8).
 */
export async function cropImage(src: string, crop: PixelCrop, type: ImageContentType): Promise<Blob> {
  const image = await loadImage(src);
  const { width, height } = croppedOutputSize(crop);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(NO_CANVAS_CONTEXT);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(CANVAS_EMPTY))), type, CROP_QUALITY);
  });
}

/**
 * The cropped blob as a File with the original name and type. A browser that cannot encode the type (Safari and
 * WebP) hands back a PNG: the file then says so, and its extension follows, so the server's content check agrees.
 */
export function toCroppedFile(blob: Blob, name: string, type: ImageContentType): File {
  const actualType = isImageContentType(blob.type) ? blob.type : type;
  const fileName = actualType === type ? name : `${name.replace(/\.[^.]*$/, '')}.${IMAGE_EXTENSION[actualType]}`;
  let file: File | null = null;
  try {
    file = new File([blob], fileName, { type: actualType, lastModified: Date.now() });
  } catch {
    file = null;
  }
  if (!file || file.size === 0) throw new Error(CROP_FILE_FAILED);
  return file;
}

'use client';

import { useId } from 'react';
import { cn } from '@/lib/utils';
import type { ImageContext } from '@/lib/validation/images';
import { ImageCropDialog } from './image-crop-dialog';
import { ImageDropZone } from './image-drop-zone';
import type { ImageShape } from './image-frame';
import { UploadErrorAlert } from './upload-error-alert';
import { UploadedImage } from './uploaded-image';
import { UploadingImage } from './uploading-image';
import { useImageUpload } from './use-image-upload';

export type ImageUploaderProps = {
  context: ImageContext;
  /** The current image URL, or null for none. */
  value: string | null;
  /** Called with the uploaded image's public URL, or null when the user removes it. */
  onChange: (url: string | null) => void;
  /** Crop shape: 'avatar' is square with a round mask, 'product' 16:9. Defaults from the context. */
  aspect?: ImageShape;
  /** Names the control for assistive technology, e.g. "Product image". */
  label?: string;
  disabled?: boolean;
  className?: string;
};

const ASPECT = { avatar: 1, product: 16 / 9 } as const;

/**
 * Spec admin.md "Image uploader": drag a file or click (or focus and press Enter/Space), crop it in
 * 'Crop Your Image', and it is uploaded to the signed storage URL. States: idle → cropping → uploading →
 * uploaded (Replace, Remove) or error (Retry).
 */
export function ImageUploader({
  context,
  value,
  onChange,
  aspect,
  label = 'Image',
  disabled = false,
  className,
}: ImageUploaderProps) {
  const shape = aspect ?? (context === 'avatars' ? 'avatar' : 'product');
  const hintId = useId();
  const errorId = useId();
  const { state, view, dropError, dropzone, replaceRef, retryRef, cancelCrop, confirmCrop, retry, dismissError } =
    useImageUpload({ context, value, onChange, disabled });
  const shown = { label, shape, disabled };

  return (
    <div className={cn('space-y-3', className)} data-state={view}>
      {/* Always mounted so Replace and Retry can open the file picker. */}
      <input {...dropzone.getInputProps({ 'aria-label': `${label} file` })} />

      {view === 'idle' && (
        <ImageDropZone {...shown} dropzone={dropzone} hintId={hintId} errorId={errorId} dropError={dropError} />
      )}

      {view === 'uploaded' && value && (
        <UploadedImage
          {...shown}
          url={value}
          replaceRef={replaceRef}
          onReplace={() => dropzone.open?.()}
          onRemove={() => onChange(null)}
        />
      )}

      {state.status === 'uploading' && <UploadingImage previewUrl={state.previewUrl} label={label} shape={shape} />}

      {state.status === 'error' && (
        <UploadErrorAlert
          message={state.message}
          disabled={disabled}
          retryRef={retryRef}
          onRetry={retry}
          onDismiss={dismissError}
        />
      )}

      {dropError && view !== 'error' && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {dropError}
        </p>
      )}

      {state.status === 'cropping' && (
        <ImageCropDialog
          key={state.source.url}
          open
          imageUrl={state.source.url}
          aspect={ASPECT[shape]}
          round={shape === 'avatar'}
          busy={state.busy}
          onCancel={cancelCrop}
          onConfirm={(pixels) => void confirmCrop(pixels)}
        />
      )}
    </div>
  );
}

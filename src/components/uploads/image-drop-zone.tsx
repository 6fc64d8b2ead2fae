import { ImageUp } from 'lucide-react';
import type { DropzoneState } from 'react-dropzone';
import { cn } from '@/lib/utils';
import { MAX_IMAGE_MB } from '@/lib/validation/images';
import type { ImageShape } from './image-frame';

/** The empty uploader: a drop target that is also a button opening the file picker (Enter or Space). */
export function ImageDropZone({
  dropzone: { getRootProps, isDragActive, isFocused },
  label,
  shape,
  hintId,
  errorId,
  dropError,
  disabled,
}: {
  dropzone: Pick<DropzoneState, 'getRootProps' | 'isDragActive' | 'isFocused'>;
  label: string;
  shape: ImageShape;
  hintId: string;
  /** The id of the drop error's message, described by the zone while it is shown. */
  errorId: string;
  dropError: string | null;
  disabled: boolean;
}) {
  return (
    <div
      {...getRootProps({
        role: 'button',
        'aria-describedby': dropError ? `${hintId} ${errorId}` : hintId,
        className: cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed bg-card px-6 py-8 text-center transition-colors',
          'hover:border-primary/60 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          shape === 'avatar' ? 'max-w-xs' : 'w-full',
          (isDragActive || isFocused) && 'border-primary bg-accent/40',
          dropError && 'border-destructive',
          disabled && 'cursor-not-allowed opacity-60',
        ),
      })}
    >
      <ImageUp className="size-8 text-primary" aria-hidden="true" />
      {/* The button's name is its visible text (WCAG 2.5.3), which says what is being uploaded. */}
      <p className="text-sm font-medium">
        {isDragActive ? 'Drop the image here' : `Drag your ${label.toLowerCase()} here, or click to choose a file`}
      </p>
      <p id={hintId} className="text-xs text-muted-foreground">
        {`JPG, PNG or WebP, up to ${MAX_IMAGE_MB}MB`}
      </p>
    </div>
  );
}

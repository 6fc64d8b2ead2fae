'use client';

import { AlertCircle, ImageUp, Loader2, RefreshCw, Trash2 } from 'lucide-react';
import Image from 'next/image';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { Area } from 'react-easy-crop';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  IMAGE_ACCEPT,
  INVALID_FILE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MB,
  type ImageContentType,
  type ImageContext,
} from '@/lib/validation/images';
import { cropImage, toCroppedFile } from './crop-image';
import { ImageCropDialog } from './image-crop-dialog';
import {
  MAX_FILES,
  UPLOAD_FAILED_TITLE,
  UPLOAD_FAILED_TOAST,
  cropErrorMessage,
  dropzoneErrorMessage,
  imageTypeOf,
  uploadErrorMessage,
  uploadImage,
} from './upload-image';

export type ImageUploaderProps = {
  context: ImageContext;
  /** The current image URL, or null for none. */
  value: string | null;
  /** Called with the uploaded image's public URL, or null when the user removes it. */
  onChange: (url: string | null) => void;
  /** Crop shape: 'avatar' is square with a round mask, 'product' 16:9. Defaults from the context. */
  aspect?: 'avatar' | 'product';
  /** Names the control for assistive technology, e.g. "Product image". */
  label?: string;
  disabled?: boolean;
  className?: string;
};

type Source = { url: string; name: string; type: ImageContentType };

type State =
  | { status: 'idle' }
  | { status: 'cropping'; source: Source; busy: boolean }
  | { status: 'uploading'; source: Source; previewUrl: string }
  | { status: 'error'; message: string; source: Source | null; file: File | null };

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
  const [state, setState] = useState<State>({ status: 'idle' });
  const [dropError, setDropError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const abortRef = useRef<AbortController | null>(null);
  /** Where keyboard focus goes once an upload settles (the dialog's trigger is gone by then). */
  const focusNext = useRef<'replace' | 'retry' | null>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const urlsRef = useRef(new Set<string>());

  const objectUrl = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urlsRef.current.add(url);
    return url;
  }, []);
  const releaseUrl = useCallback((url: string | null | undefined) => {
    if (url && urlsRef.current.delete(url)) URL.revokeObjectURL(url);
  }, []);

  useEffect(() => {
    const urls = urlsRef.current;
    return () => {
      abortRef.current?.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const fail = useCallback((message: string, source: Source | null, file: File | null) => {
    toast.error(UPLOAD_FAILED_TOAST, { description: message });
    focusNext.current = 'retry';
    setState({ status: 'error', message, source, file });
  }, []);

  const upload = useCallback(
    async (file: File, source: Source) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const previewUrl = objectUrl(file);
      setState({ status: 'uploading', source, previewUrl });
      try {
        const url = await uploadImage(file, context, { signal: controller.signal });
        if (controller.signal.aborted) return;
        releaseUrl(previewUrl);
        releaseUrl(source.url);
        focusNext.current = 'replace';
        setState({ status: 'idle' });
        onChange(url);
      } catch (error) {
        if (controller.signal.aborted) return;
        releaseUrl(previewUrl);
        fail(uploadErrorMessage(error), source, file);
      }
    },
    [context, fail, objectUrl, onChange, releaseUrl],
  );

  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      const message = dropzoneErrorMessage(rejections);
      if (message) {
        setDropError(message);
        return;
      }
      const file = accepted[0];
      const type = file ? imageTypeOf(file) : null;
      if (!file || !type || file.size === 0) {
        setDropError(INVALID_FILE_MESSAGE);
        return;
      }
      setDropError(null);
      setState({ status: 'cropping', source: { url: objectUrl(file), name: file.name, type }, busy: false });
    },
    [objectUrl],
  );

  const busy = state.status === 'uploading' || (state.status === 'cropping' && state.busy);
  const { getRootProps, getInputProps, open, isDragActive, isFocused } = useDropzone({
    accept: IMAGE_ACCEPT,
    maxFiles: MAX_FILES,
    maxSize: MAX_IMAGE_BYTES,
    multiple: false,
    disabled: disabled || busy,
    onDrop,
  });

  const cancelCrop = () => {
    if (state.status !== 'cropping') return;
    releaseUrl(state.source.url);
    setState({ status: 'idle' });
  };

  const confirmCrop = async (pixels: Area) => {
    if (state.status !== 'cropping') return;
    const { source } = state;
    setState({ status: 'cropping', source, busy: true });
    let file: File;
    try {
      const blob = await cropImage(source.url, pixels, source.type);
      file = toCroppedFile(blob, source.name, source.type);
    } catch (error) {
      fail(cropErrorMessage(error), source, null);
      return;
    }
    await upload(file, source);
  };

  const retry = () => {
    if (state.status !== 'error') return;
    if (state.file && state.source) void upload(state.file, state.source);
    else if (state.source) setState({ status: 'cropping', source: state.source, busy: false });
    else open?.();
  };

  const dismissError = () => {
    if (state.status !== 'error') return;
    releaseUrl(state.source?.url);
    setState({ status: 'idle' });
  };

  const uiState = state.status === 'idle' ? (value ? 'uploaded' : 'idle') : state.status;

  useEffect(() => {
    const target =
      focusNext.current === 'replace' && uiState === 'uploaded'
        ? replaceRef
        : focusNext.current === 'retry' && uiState === 'error'
          ? retryRef
          : null;
    if (!target) return;
    focusNext.current = null;
    target.current?.focus();
  }, [uiState]);
  const frame = cn(
    'relative overflow-hidden border bg-muted',
    shape === 'avatar' ? 'size-32 rounded-full' : 'aspect-video w-full rounded-xl',
  );

  return (
    <div className={cn('space-y-3', className)} data-state={uiState}>
      {/* Always mounted so Replace and Retry can open the file picker. */}
      <input {...getInputProps({ 'aria-label': `${label} file` })} />

      {uiState === 'idle' && (
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
      )}

      {uiState === 'uploaded' && value && (
        <div className={cn('flex gap-4', shape === 'avatar' ? 'items-center' : 'flex-col')}>
          <div className={frame}>
            <Image
              src={value}
              alt={`${label} preview`}
              fill
              sizes={shape === 'avatar' ? '128px' : '(min-width: 768px) 640px, 100vw'}
              className="object-cover"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={replaceRef}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => open?.()}
              disabled={disabled}
              aria-label={`Replace ${label.toLowerCase()}`}
            >
              <RefreshCw aria-hidden="true" />
              Replace
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange(null)}
              disabled={disabled}
              aria-label={`Remove ${label.toLowerCase()}`}
              className="text-destructive hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        </div>
      )}

      {state.status === 'uploading' && (
        <div className={frame} aria-busy="true">
          <Image
            src={state.previewUrl}
            alt={`${label} being uploaded`}
            fill
            unoptimized
            className="object-cover opacity-60"
          />
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-card/50 text-sm font-medium"
          >
            <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
            Uploading...
          </div>
        </div>
      )}

      {state.status === 'error' && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center"
        >
          <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div className="flex-1 text-sm">
            <p className="font-semibold text-destructive">{UPLOAD_FAILED_TITLE}</p>
            <p className="text-muted-foreground">{state.message}</p>
          </div>
          <div className="flex gap-2">
            <Button ref={retryRef} type="button" size="sm" onClick={retry} disabled={disabled}>
              <RefreshCw aria-hidden="true" />
              Retry
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={dismissError}>
              Dismiss
            </Button>
          </div>
        </div>
      )}

      {dropError && uiState !== 'error' && (
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

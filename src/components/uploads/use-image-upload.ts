'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { Area } from 'react-easy-crop';
import { toast } from '@/lib/toast';
import {
  IMAGE_ACCEPT,
  INVALID_FILE_MESSAGE,
  MAX_IMAGE_BYTES,
  type ImageContentType,
  type ImageContext,
} from '@/lib/validation/images';
import { cropImage, toCroppedFile } from './crop-image';
import {
  MAX_FILES,
  UPLOAD_FAILED_TOAST,
  cropErrorMessage,
  dropzoneErrorMessage,
  imageTypeOf,
  uploadErrorMessage,
  uploadImage,
} from './upload-image';

export type UploadSource = { url: string; name: string; type: ImageContentType };

export type UploadState =
  | { status: 'idle' }
  | { status: 'cropping'; source: UploadSource; busy: boolean }
  | { status: 'uploading'; source: UploadSource; previewUrl: string }
  | { status: 'error'; message: string; source: UploadSource | null; file: File | null };

/** What the uploader shows: the upload state, with 'idle' split by whether there is an image already. */
export type UploaderView = 'idle' | 'uploaded' | Exclude<UploadState['status'], 'idle'>;

/**
 * The image uploader's state machine: idle → cropping → uploading → uploaded or error (Retry). It owns the dropzone,
 * the object URLs of the picked file and its preview (revoked when no longer shown), the abort of a superseded
 * upload, and where focus goes once an upload settles.
 */
export function useImageUpload({
  context,
  value,
  onChange,
  disabled,
}: {
  context: ImageContext;
  value: string | null;
  onChange: (url: string | null) => void;
  disabled: boolean;
}) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [dropError, setDropError] = useState<string | null>(null);
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

  const fail = useCallback((message: string, source: UploadSource | null, file: File | null) => {
    toast.error(UPLOAD_FAILED_TOAST, { description: message });
    focusNext.current = 'retry';
    setState({ status: 'error', message, source, file });
  }, []);

  const upload = useCallback(
    async (file: File, source: UploadSource) => {
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
  const dropzone = useDropzone({
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
    else dropzone.open?.();
  };

  const dismissError = () => {
    if (state.status !== 'error') return;
    releaseUrl(state.source?.url);
    setState({ status: 'idle' });
  };

  const view: UploaderView = state.status === 'idle' ? (value ? 'uploaded' : 'idle') : state.status;

  useEffect(() => {
    const target =
      focusNext.current === 'replace' && view === 'uploaded'
        ? replaceRef
        : focusNext.current === 'retry' && view === 'error'
          ? retryRef
          : null;
    if (!target) return;
    focusNext.current = null;
    target.current?.focus();
  }, [view]);

  return { state, view, dropError, dropzone, replaceRef, retryRef, cancelCrop, confirmCrop, retry, dismissError };
}

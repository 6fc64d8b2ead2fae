import { Loader2 } from 'lucide-react';
import { Image } from '@/components/ui/image';
import { ImageFrame, type ImageShape } from './image-frame';

/** The cropped image, dimmed, while it uploads. */
export function UploadingImage({ previewUrl, label, shape }: { previewUrl: string; label: string; shape: ImageShape }) {
  return (
    <ImageFrame shape={shape} aria-busy="true">
      <Image src={previewUrl} alt={`${label} being uploaded`} fill unoptimized className="object-cover opacity-60" />
      <div
        role="status"
        className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-card/50 text-sm font-medium"
      >
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        Uploading...
      </div>
    </ImageFrame>
  );
}

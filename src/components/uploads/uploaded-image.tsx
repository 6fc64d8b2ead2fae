import { RefreshCw, Trash2 } from 'lucide-react';
import { Image } from '@/components/ui/image';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ImageFrame, type ImageShape } from './image-frame';

/** The current image with Replace (opens the file picker) and Remove. */
export function UploadedImage({
  url,
  label,
  shape,
  disabled,
  replaceRef,
  onReplace,
  onRemove,
}: {
  url: string;
  label: string;
  shape: ImageShape;
  disabled: boolean;
  /** Focus returns to Replace after an upload. */
  replaceRef: Ref<HTMLButtonElement>;
  onReplace: () => void;
  onRemove: () => void;
}) {
  const name = label.toLowerCase();
  const action = { type: 'button', size: 'sm', disabled } as const;
  return (
    <div className={cn('flex gap-4', shape === 'avatar' ? 'items-center' : 'flex-col')}>
      <ImageFrame shape={shape}>
        <Image
          src={url}
          alt={`${label} preview`}
          fill
          sizes={shape === 'avatar' ? '128px' : '(min-width: 768px) 640px, 100vw'}
          className="object-cover"
        />
      </ImageFrame>
      <div className="flex flex-wrap gap-2">
        <Button {...action} ref={replaceRef} variant="outline" onClick={onReplace} aria-label={`Replace ${name}`}>
          <RefreshCw aria-hidden="true" />
          Replace
        </Button>
        <Button
          {...action}
          variant="ghost"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </div>
  );
}

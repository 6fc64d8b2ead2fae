'use client';

import 'react-easy-crop/react-easy-crop.css';
import { Loader2, ZoomIn, ZoomOut } from 'lucide-react';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogShell } from '@/components/ui/dialog-shell';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/utils';
import { CROP_AREA_MISSING } from './upload-image';

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.01;
/** The generic cropper's default aspect (spec section 9); the uploader passes 1 for avatars and 16:9 otherwise. */
export const DEFAULT_CROP_ASPECT = 4 / 3;

type ImageCropDialogProps = {
  open: boolean;
  imageUrl: string | null;
  aspect?: number;
  round?: boolean;
  /** Busy while the crop is being encoded: the dialog cannot be closed and Confirm shows progress. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (pixels: Area) => void;
};

/** 'Crop Your Image': drag or use the arrow keys to position, the Zoom slider (1–3, step 0.01) to zoom. */
export function ImageCropDialog({
  open,
  imageUrl,
  aspect = DEFAULT_CROP_ASPECT,
  round = false,
  busy = false,
  onCancel,
  onConfirm,
}: ImageCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [pixels, setPixels] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const zoomLabelId = useId();
  const helpId = useId();

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(ZOOM_MIN);
    setPixels(null);
    setError(null);
  };

  const cancel = () => {
    reset();
    onCancel();
  };

  const confirm = () => {
    if (!pixels || pixels.width <= 0 || pixels.height <= 0) {
      setError(CROP_AREA_MISSING);
      return;
    }
    setError(null);
    onConfirm(pixels);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) cancel();
      }}
    >
      <DialogShell
        className="max-w-2xl"
        preventClose={busy}
        aria-busy={busy}
        title="Crop Your Image"
        description="Drag the image or use the arrow keys to position it, and zoom with the slider."
        descriptionProps={{ id: helpId }}
        footer={
          <>
            <Button type="button" variant="outline" disabled={busy} onClick={cancel}>
              Cancel
            </Button>
            <Button type="button" onClick={confirm} disabled={busy || !imageUrl} className={cn(busy && 'cursor-wait')}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              Confirm
            </Button>
          </>
        }
      >
        <div className="relative h-72 w-full overflow-hidden rounded-xl bg-espresso sm:h-96">
          {imageUrl && (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              minZoom={ZOOM_MIN}
              maxZoom={ZOOM_MAX}
              aspect={aspect}
              cropShape={round ? 'round' : 'rect'}
              showGrid={!round}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, areaPixels) => setPixels(areaPixels)}
              disableAutomaticStylesInjection
              mediaProps={{ alt: 'Image being cropped' }}
              cropperProps={{
                role: 'group',
                'aria-label': 'Crop area',
                'aria-describedby': helpId,
                className: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              }}
            />
          )}
        </div>

        <div className="flex items-center gap-3">
          <span id={zoomLabelId} className="text-sm font-medium">
            Zoom
          </span>
          <ZoomOut className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <Slider
            value={[zoom]}
            min={ZOOM_MIN}
            max={ZOOM_MAX}
            step={ZOOM_STEP}
            onValueChange={([value]) => setZoom(value ?? ZOOM_MIN)}
            thumbLabelledBy={zoomLabelId}
            getValueText={(value) => `${value.toFixed(2)}×`}
            disabled={busy}
          />
          <ZoomIn className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </div>

        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </DialogShell>
    </Dialog>
  );
}

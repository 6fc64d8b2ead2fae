'use client';

import { Camera, ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { decodeQr, decodeQrFromFile } from './decode-qr';

/*
 * The QR scanner: the rear camera (getUserMedia) read a few times a second, or a photo the user chooses. Loaded with
 * next/dynamic only when meetup mode opens it, so neither it nor the decoder is in any page's first load.
 */

const SCAN_INTERVAL_MS = 250;

type PolicyDocument = Document & {
  permissionsPolicy?: { allowsFeature: (feature: string) => boolean };
  featurePolicy?: { allowsFeature: (feature: string) => boolean };
};

/** Whether this page may open a camera at all: the site's Permissions-Policy header can forbid it. */
function cameraAllowed(): boolean {
  if (!navigator.mediaDevices?.getUserMedia) return false;
  const policy = (document as PolicyDocument).permissionsPolicy ?? (document as PolicyDocument).featurePolicy;
  return policy ? policy.allowsFeature('camera') : true;
}

const CAMERA_FAILED =
  'The camera could not be opened (no camera, or permission was refused). Choose a photo of the code instead.';

export default function MeetupScanner({ onText, onClose }: { onText: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const fileId = useId();
  const found = useRef(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const scan = async () => {
      if (stopped || found.current) return;
      const element = video.current;
      if (element && element.readyState >= 2) {
        const text = await decodeQr(element).catch(() => null);
        if (text && !stopped && !found.current) {
          found.current = true;
          onText(text);
          return;
        }
      }
      timer = setTimeout(scan, SCAN_INTERVAL_MS);
    };
    (async () => {
      if (!cameraAllowed()) {
        setProblem(CAMERA_FAILED);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (stopped) return;
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        scan();
      } catch {
        if (!stopped) setProblem(CAMERA_FAILED);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onText]);

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setProblem(null);
    const text = await decodeQrFromFile(file).catch(() => null);
    setReading(false);
    if (text) {
      found.current = true;
      onText(text);
    } else setProblem('No QR code was found in that photo. Try again closer, with the whole code in the picture.');
  };

  return (
    <section aria-labelledby="scanner-heading" className="rounded-2xl border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="scanner-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Camera className="size-5" aria-hidden="true" />
          Scan the buyer&apos;s QR code
        </h2>
        <Button type="button" variant="ghost" size="icon" className="size-11" onClick={onClose}>
          <X aria-hidden="true" />
          <span className="sr-only">Close the scanner</span>
        </Button>
      </div>
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera view: point it at the QR code on the buyer's order page"
        className="mt-3 aspect-square w-full rounded-xl bg-black object-cover"
      />
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <label
        htmlFor={fileId}
        className="mt-3 flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-full border border-input bg-card px-5 text-base font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-accent"
      >
        <ImageUp className="size-5" aria-hidden="true" />
        {reading ? 'Reading the photo…' : 'or choose a photo of the code'}
        <input
          id={fileId}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => {
            void choosePhoto(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
    </section>
  );
}

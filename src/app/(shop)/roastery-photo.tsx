import { Image } from '@/components/ui/image';

/** The roastery photo beside a page's story text (half the width from md up). */
export function RoasteryPhoto({ alt }: { alt: string }) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-3xl border shadow-lg">
      <Image
        src="/images/roastery.webp"
        alt={alt}
        fill
        sizes="(min-width: 768px) 50vw, 100vw"
        className="object-cover"
      />
    </div>
  );
}

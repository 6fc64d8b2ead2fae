import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (responsive srcset from the image optimizer, lazy loading, explicit size) computed where it
 * renders, with no image component in the browser: on server components that means no image code at all in the
 * page's JavaScript. `priority` marks the page's LCP image: loaded eagerly and fetched first. No <link rel=preload>:
 * the <img> is in the first bytes of the HTML anyway, and a preload hint would also travel in every prefetch of the
 * page (the header's links), fetching the hero image on pages that never show it.
 */
export function Image({ priority = false, ...props }: ImageProps) {
  const { props: img } = getImageProps({
    ...props,
    loading: priority ? 'eager' : props.loading,
    fetchPriority: priority ? 'high' : props.fetchPriority,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...img} />;
}
